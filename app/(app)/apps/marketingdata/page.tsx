import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { parseTableState, toSearchParams } from "@/components/data-table/url-state";
import { PageHeader } from "@/components/common/page-header";
import { guardRoute } from "@/lib/navigation/guard";
import { isUuid } from "@/lib/validation/ids";
import { JobDetail } from "./_components/job-detail";
import { JobsList } from "./_components/jobs-list";
import { JOBS_TABLE } from "./_components/jobs-table-config";
import { CreateLink } from "@/components/common/create-link";

export async function generateMetadata() {
  const t = await getTranslations("marketing");
  return { title: t("title") };
}

/** /apps/marketingdata: the tenant's extract jobs; `?job=<id>` shows one job's steps instead. */
export default async function MarketingDataPage({
  searchParams,
}: PageProps<"/apps/marketingdata">) {
  await guardRoute("/apps/marketingdata");
  const [t, params] = await Promise.all([getTranslations("marketing"), searchParams]);
  const jobId = toSearchParams(params).get("job");
  return (
    <div className="flex w-full min-w-0 flex-col gap-4 p-3 sm:p-6">
      {isUuid(jobId) ? (
        <JobDetail id={jobId} />
      ) : (
        <>
          <PageHeader
            title={t("title")}
            description={t("description")}
            actions={<CreateLink href="/apps/marketingdata/new-job">{t("newJob")}</CreateLink>}
          />
          <Suspense fallback={null}>
            <JobsList state={parseTableState(params, JOBS_TABLE)} />
          </Suspense>
        </>
      )}
    </div>
  );
}
