import { redirect } from "next/navigation";
import { facetList } from "@/components/data-table/facets";
import {
  toListInput,
  writeTableState,
  type DataTableState,
} from "@/components/data-table/url-state";
import { query } from "@/lib/apollo/rsc-client";
import { rememberedWorkspaceId } from "@/lib/workspaces/remembered";
import { ReviewsTable } from "./reviews-table";
import { REVIEWS_TABLE, TOPIC_FACET, toReviewFilter } from "./reviews-table-config";
import { topicNames } from "./topic-names";
import { ReviewStoreNamesQuery, ReviewsInboxQuery } from "@/lib/reviews/operations";

/** The names of the stores a store filter holds, for its chip; empty when they cannot be read. */
async function storeNames(ids: readonly string[]): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  const { data } = await query({ query: ReviewStoreNamesQuery, variables: { ids: [...ids] } });
  return Object.fromEntries((data?.reviewLocations ?? []).map((store) => [store.id, store.title]));
}

/** Reads one page of the selected workspace's reviews for `state` and hands it to the inbox. */
export async function ReviewsList({ state }: { state: DataTableState }) {
  const workspaceId = await rememberedWorkspaceId();
  const { sortBy, sortDirection, limit, offset } = toListInput(state);
  const [{ data }, names, topics] = await Promise.all([
    query({
      query: ReviewsInboxQuery,
      variables: {
        filter: toReviewFilter(state.facets, workspaceId),
        sort: { by: sortBy as "updateTime", direction: sortDirection },
        limit,
        offset,
      },
    }),
    storeNames(facetList(state.facets, "store")),
    topicNames(facetList(state.facets, TOPIC_FACET)),
  ]);
  const page = data?.reviews;
  // Past the last page (a filter narrowed, a shared link grew old): show the last one.
  if (page && page.items.length === 0 && page.total > 0) {
    const last = { ...state, page: Math.ceil(page.total / state.pageSize) };
    redirect(`/apps/reviews?${writeTableState(new URLSearchParams(), last, REVIEWS_TABLE)}`);
  }
  return (
    <ReviewsTable
      rows={page?.items ?? []}
      total={page?.total ?? 0}
      totalCapped={page?.totalCapped ?? false}
      state={state}
      workspaceId={workspaceId}
      storeNames={names}
      topicNames={topics}
      error={!page}
    />
  );
}
