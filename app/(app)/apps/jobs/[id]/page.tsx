import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ArrowLeft } from "lucide-react";
import { JobOutcomes } from "@/components/jobs/job-outcomes";
import { JobProgress } from "@/components/jobs/job-progress";
import { Button } from "@/components/ui/button";
import { query } from "@/lib/apollo/rsc-client";
import { JOB_PAGE_STORES, JobPageQuery } from "@/lib/jobs/operations";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { isUuid } from "@/lib/validation/ids";

export const generateMetadata = pageMetadata("job");

/** /apps/jobs/:id: what a job did, its progress and retry, and each store's outcome. */
export default async function JobPage({ params }: PageProps<"/apps/jobs/[id]">) {
  await guardRoute("/apps/jobs/:id");
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const [t, { data }] = await Promise.all([
    getTranslations("jobs"),
    query({ query: JobPageQuery, variables: { id, limit: JOB_PAGE_STORES } }),
  ]);
  const job = data?.job;
  if (!job) notFound();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-3 sm:p-6">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link href="/apps/jobs">
          <ArrowLeft aria-hidden />
          {t("title")}
        </Link>
      </Button>
      <JobOutcomes initial={job} />
      <JobProgress jobId={job.id} onJobPage />
    </div>
  );
}
