import { getTranslations } from "next-intl/server";
import { ModulePage } from "@/components/common/module-page";
import { JobSummary } from "@/components/jobs/job-summary";
import { ProgressBar } from "@/components/jobs/progress-bar";
import { Pager } from "@/components/pager";
import { query } from "@/lib/apollo/rsc-client";
import { JobsPageQuery } from "@/lib/jobs/operations";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { pageParam } from "@/lib/navigation/page-param";

export const generateMetadata = pageMetadata("jobs");

const SIZE = 20;

/** /apps/jobs: the tenant's jobs the user may see, newest first: what each did and how it went. */
export default async function JobsPage({ searchParams }: PageProps<"/apps/jobs">) {
  await guardRoute("/apps/jobs");
  const page = pageParam((await searchParams).page, SIZE);
  const [t, { data }] = await Promise.all([
    getTranslations("jobs"),
    query({ query: JobsPageQuery, variables: { limit: SIZE, offset: (page - 1) * SIZE } }),
  ]);
  const jobs = data?.jobs.items ?? [];
  return (
    <ModulePage path="/apps/jobs">
      {jobs.length === 0 && <p className="text-muted-foreground text-sm">{t("empty")}</p>}
      <ul className="flex flex-col gap-3">
        {jobs.map((job) => (
          <li key={job.id} className="flex flex-col gap-2 rounded-md border p-3">
            <JobSummary job={job} link />
            {job.outcome === "SCHEDULED" ? null : (
              <ProgressBar
                done={job.done}
                failed={job.failed}
                total={job.total}
                label={t("progress")}
              />
            )}
          </li>
        ))}
      </ul>
      <Pager page={page} pages={Math.ceil((data?.jobs.total ?? 0) / SIZE)} basePath="/apps/jobs" />
    </ModulePage>
  );
}
