import { Suspense } from "react";
import { ModulePage } from "@/components/common/module-page";
import { DataTableSkeleton } from "@/components/data-table/table-states";
import { parseTableState } from "@/components/data-table/url-state";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { StoresTabs } from "../_components/stores-tabs";
import { HealthList } from "./_components/health-list";
import { HEALTH_TABLE } from "./_components/health-table-config";

export const generateMetadata = pageMetadata("storeHealth");

/** /apps/stores/health: every store's standing on Google, the ones that need action first. */
export default async function StoreHealthPage({ searchParams }: PageProps<"/apps/stores/health">) {
  const user = await guardRoute("/apps/stores/health");
  const state = parseTableState(await searchParams, HEALTH_TABLE);
  return (
    <ModulePage path="/apps/stores/health">
      <StoresTabs current="health" user={user} />
      <Suspense fallback={<DataTableSkeleton columns={4} />}>
        <HealthList state={state} />
      </Suspense>
    </ModulePage>
  );
}
