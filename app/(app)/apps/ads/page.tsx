import { Suspense } from "react";
import { CampaignsSection } from "@/components/ads/campaigns-section";
import { CAMPAIGNS_TABLE } from "@/components/ads/campaigns-table-config";
import { ModulePage } from "@/components/common/module-page";
import { DataTableSkeleton } from "@/components/data-table/table-states";
import { parseTableState } from "@/components/data-table/url-state";
import { Skeleton } from "@/components/ui/skeleton";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { AccountSection } from "./_components/account-section";
import { TemplatesSection } from "./_components/templates-section";

export const generateMetadata = pageMetadata("ads");

/** /apps/ads: the tenant's Google Ads account, its campaigns of both types and their templates. */
export default async function AdsPage({ searchParams }: PageProps<"/apps/ads">) {
  await guardRoute("/apps/ads");
  const state = parseTableState(await searchParams, CAMPAIGNS_TABLE);
  return (
    <ModulePage path="/apps/ads">
      <Suspense fallback={<Skeleton className="h-40 w-full" />}>
        <AccountSection />
      </Suspense>
      <Suspense fallback={<DataTableSkeleton columns={8} />}>
        <CampaignsSection state={state} config={CAMPAIGNS_TABLE} />
      </Suspense>
      <Suspense fallback={<Skeleton className="h-24 w-full" />}>
        <TemplatesSection />
      </Suspense>
    </ModulePage>
  );
}
