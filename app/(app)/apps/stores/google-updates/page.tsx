import { Suspense } from "react";
import { ModulePage } from "@/components/common/module-page";
import { DataTableSkeleton } from "@/components/data-table/table-states";
import { parseTableState } from "@/components/data-table/url-state";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { StoresTabs } from "../_components/stores-tabs";
import { GoogleUpdatesList } from "./_components/google-updates-list";
import { GOOGLE_UPDATES_TABLE } from "./_components/google-updates-table-config";

export const generateMetadata = pageMetadata("googleUpdates");

/**
 * /apps/stores/google-updates: per store and field, what Google changed on its own beside the
 * value we set; keep Google's or restore ours, one by one or for the ticked rows.
 */
export default async function GoogleUpdatesPage({
  searchParams,
}: PageProps<"/apps/stores/google-updates">) {
  const user = await guardRoute("/apps/stores/google-updates");
  const state = parseTableState(await searchParams, GOOGLE_UPDATES_TABLE);
  return (
    <ModulePage path="/apps/stores/google-updates">
      <StoresTabs current="google-updates" user={user} />
      <Suspense fallback={<DataTableSkeleton columns={5} />}>
        <GoogleUpdatesList state={state} />
      </Suspense>
    </ModulePage>
  );
}
