import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { parseTableState, toSearchParams } from "@/components/data-table/url-state";
import { ModulePage } from "@/components/common/module-page";
import { pageColumnClass } from "@/lib/navigation/page-headers";
import { guardRoute } from "@/lib/navigation/guard";
import { isUuid } from "@/lib/validation/ids";
import { JobDetail } from "./_components/job-detail";
import { JobsList } from "./_components/jobs-list";
import { JOBS_TABLE } from "./_components/jobs-table-config";

export async function generateMetadata() {
  const t = await getTranslations("marketing");
  return { title: t("title") };
}

/** /apps/marketingdata: the tenant's extract jobs; `?job=<id>` shows one job's steps instead. */
export default async function MarketingDataPage({
  searchParams,
}: PageProps<"/apps/marketingdata">) {
  await guardRoute("/apps/marketingdata");
  const params = await searchParams;
  const jobId = toSearchParams(params).get("job");
  if (isUuid(jobId))
    return (
      <div className={pageColumnClass()}>
        <JobDetail id={jobId} />
      </div>
    );
  return (
    <ModulePage path="/apps/marketingdata">
      <Suspense fallback={null}>
        <JobsList state={parseTableState(params, JOBS_TABLE)} />
      </Suspense>
    </ModulePage>
  );
}
