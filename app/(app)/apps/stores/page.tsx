import { Suspense } from "react";
import { ModulePage } from "@/components/common/module-page";
import { DataTableSkeleton } from "@/components/data-table/table-states";
import { parseTableState } from "@/components/data-table/url-state";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { StoresList } from "./_components/stores-list";
import { StoresTabs } from "./_components/stores-tabs";
import { STORES_TABLE } from "./_components/stores-table-config";

export const generateMetadata = pageMetadata("stores");

/** /apps/stores: the selected workspace's stores, paged, sorted and filtered on the server. */
export default async function StoresPage({ searchParams }: PageProps<"/apps/stores">) {
  const user = await guardRoute("/apps/stores");
  const params = await searchParams;
  const state = parseTableState(params, STORES_TABLE);
  return (
    <ModulePage path="/apps/stores">
      <StoresTabs current="list" user={user} />
      <Suspense fallback={<DataTableSkeleton columns={8} />}>
        <StoresList state={state} />
      </Suspense>
    </ModulePage>
  );
}
