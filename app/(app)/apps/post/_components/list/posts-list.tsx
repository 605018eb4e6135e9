import { redirect } from "next/navigation";
import { facetList } from "@/components/data-table/facets";
import {
  toListInput,
  writeTableState,
  type DataTableState,
} from "@/components/data-table/url-state";
import { query } from "@/lib/apollo/rsc-client";
import { PostSettingsQuery, PostsListQuery, PostStoreNamesQuery } from "@/lib/posts/operations";
import { rememberedWorkspaceId } from "@/lib/workspaces/remembered";
import { POST_PATH } from "../post-href";
import { PostsTable } from "./posts-table";
import { POST_SORTS, POSTS_TABLE, toPostFilter } from "./posts-table-config";

/** The name of the store the store filter holds, for its chip; empty when it cannot be read. */
async function storeNames(ids: readonly string[]): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  const { data } = await query({ query: PostStoreNamesQuery, variables: { ids: [...ids] } });
  return Object.fromEntries((data?.postLocations ?? []).map((store) => [store.id, store.title]));
}

/** Reads one page of the tenant's posts for `state` and hands it to the table. */
export async function PostsList({ state }: { state: DataTableState }) {
  // Days of the date filter and the times shown are the tenant's: its zone comes first.
  const [{ data: settings }, names, workspaceId] = await Promise.all([
    query({ query: PostSettingsQuery }),
    storeNames(facetList(state.facets, "store")),
    rememberedWorkspaceId(),
  ]);
  const timeZone = settings?.postSettings.timeZone ?? "UTC";
  const { sortBy, sortDirection, limit, offset } = toListInput(state);
  const { data } = await query({
    query: PostsListQuery,
    variables: {
      // The shell's selected workspace: posts going to one of its stores.
      filter: { ...toPostFilter(state.facets, timeZone), workspaceId },
      sort: { by: POST_SORTS[sortBy as keyof typeof POST_SORTS], direction: sortDirection },
      limit,
      offset,
    },
  });
  const page = data?.posts;
  // Past the last page (a filter narrowed, a shared link grew old): show the last one.
  if (page && page.items.length === 0 && page.total > 0) {
    const last = { ...state, page: Math.ceil(page.total / state.pageSize) };
    redirect(`${POST_PATH}?${writeTableState(new URLSearchParams(), last, POSTS_TABLE)}`);
  }
  return (
    <PostsTable
      rows={page?.items ?? []}
      total={page?.total ?? 0}
      state={state}
      timeZone={timeZone}
      storeNames={names}
      error={!page || !settings}
    />
  );
}
