import { Suspense } from "react";
import { CampaignsSection } from "@/components/ads/campaigns-section";
import { PMAX_CAMPAIGNS_TABLE } from "@/components/ads/campaigns-table-config";
import { ModulePage } from "@/components/common/module-page";
import { DataTableSkeleton } from "@/components/data-table/table-states";
import { parseTableState } from "@/components/data-table/url-state";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";

export const generateMetadata = pageMetadata("pmaxCampaigns");

/** /apps/pmax-campaigns: every Performance Max campaign of the tenant, by name and status. */
export default async function PmaxCampaignsPage({
  searchParams,
}: PageProps<"/apps/pmax-campaigns">) {
  await guardRoute("/apps/pmax-campaigns");
  const state = parseTableState(await searchParams, PMAX_CAMPAIGNS_TABLE);
  return (
    <ModulePage path="/apps/pmax-campaigns">
      <Suspense fallback={<DataTableSkeleton columns={8} />}>
        <CampaignsSection state={state} config={PMAX_CAMPAIGNS_TABLE} type="PERFORMANCE_MAX" />
      </Suspense>
    </ModulePage>
  );
}
