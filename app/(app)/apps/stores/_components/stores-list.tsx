import { redirect } from "next/navigation";
import { getLocale } from "next-intl/server";
import {
  toListInput,
  writeTableState,
  type DataTableState,
} from "@/components/data-table/url-state";
import { query } from "@/lib/apollo/rsc-client";
import { formatDate } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/config";
import { StoresListQuery } from "@/lib/stores/operations";
import type { ColumnFilter } from "@/lib/validation/list-query";
import type { LocationFilterColumn } from "@/lib/validation/locations";
import { rememberedWorkspaceId } from "@/lib/workspaces/remembered";
import { StoresTable } from "./stores-table";
import { STORES_TABLE, type StoreRow } from "./stores-table-config";

/** Reads one page of stores for `state` in the selected workspace and hands it to the table. */
export async function StoresList({ state }: { state: DataTableState }) {
  const workspaceId = await rememberedWorkspaceId();
  const { filters, sortBy, sortDirection, limit, offset } = toListInput(state);
  // parseTableState kept only ids of STORES_TABLE, itself made of the query's allowlists.
  const columnFilters = filters as ColumnFilter<LocationFilterColumn>[];
  const locale = (await getLocale()) as Locale;
  const { data } = await query({
    query: StoresListQuery,
    variables: {
      filters: columnFilters,
      sort: { by: sortBy as "locationName", direction: sortDirection },
      limit,
      offset,
      workspaceId,
    },
  });
  const page = data?.locations;
  // Past the last page (stores left the workspace, a shared link grew old): show the last one.
  if (page && page.items.length === 0 && page.total > 0) {
    const last = { ...state, page: Math.ceil(page.total / state.pageSize) };
    redirect(`/apps/stores?${writeTableState(new URLSearchParams(), last, STORES_TABLE)}`);
  }
  const rows: StoreRow[] = (page?.items ?? []).map((item) => ({
    id: item._id,
    name: item.locationName,
    storeCode: item.storeCode ?? null,
    address: item.address.addressLines.join(", "),
    locality: item.address.locality ?? null,
    openStatus: item.openInfo.status,
    verification: item.verified ?? "NONE",
    labels: item.labels,
    // The day in the tenant's calendar, written the app language's way.
    lastChange: item.lastChange
      ? {
          date: formatDate(item.lastChange.changedAt, locale, page?.timeZone),
          fields: item.lastChange.fields,
        }
      : null,
    reviewRequests: item.reviewRequests,
  }));
  return (
    <StoresTable
      rows={rows}
      total={page?.total ?? 0}
      state={state}
      // As the server read it: without the cookie and with the default workspace's id alike, null
      // (every store), so a page change right after the shell first sets the cookie keeps the ticks.
      workspaceId={page ? (page.workspaceId ?? null) : workspaceId}
      error={!page}
    />
  );
}
