import { redirect } from "next/navigation";
import {
  toListInput,
  writeTableState,
  type DataTableState,
} from "@/components/data-table/url-state";
import { query } from "@/lib/apollo/rsc-client";
import { ListingHealthQuery } from "@/lib/listing-health/operations";
import { rememberedWorkspaceId } from "@/lib/workspaces/remembered";
import { HealthTable } from "./health-table";
import { HEALTH_TABLE, toHealthQuery } from "./health-table-config";

/** One page of the selected workspace's stores by listing health for `state`, with the counts
 * per state. */
export async function HealthList({ state }: { state: DataTableState }) {
  const { limit, offset } = toListInput(state);
  const { filter, sort } = toHealthQuery(state);
  const workspaceId = await rememberedWorkspaceId();
  const { data } = await query({
    query: ListingHealthQuery,
    variables: { filter: { ...filter, workspaceId }, sort, limit, offset },
  });
  const page = data?.listingHealth;
  if (page && page.items.length === 0 && page.total > 0) {
    const last = { ...state, page: Math.ceil(page.total / state.pageSize) };
    redirect(`/apps/stores/health?${writeTableState(new URLSearchParams(), last, HEALTH_TABLE)}`);
  }
  return (
    <HealthTable
      rows={page?.items ?? []}
      total={page?.total ?? 0}
      counts={page?.counts ?? []}
      unchecked={page?.unchecked ?? 0}
      lastCheckedAt={page?.lastCheckedAt ?? null}
      filtered={Boolean(filter.states?.length || filter.search)}
      state={state}
      error={!page}
      now={new Date().toISOString()}
    />
  );
}
