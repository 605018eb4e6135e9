import { redirect } from "next/navigation";
import { facetList } from "@/components/data-table/facets";
import {
  toListInput,
  writeTableState,
  type DataTableState,
} from "@/components/data-table/url-state";
import { query } from "@/lib/apollo/rsc-client";
import { ConversationsQuery, MessageStoreNamesQuery } from "@/lib/messages/operations";
import { rememberedWorkspaceId } from "@/lib/workspaces/remembered";
import { ConversationsTable } from "./conversations-table";
import { CONVERSATIONS_TABLE, toConversationFilter } from "./conversations-table-config";
import { RetiredNotice } from "./retired-notice";

async function storeNames(ids: readonly string[]): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  const { data } = await query({ query: MessageStoreNamesQuery, variables: { ids: [...ids] } });
  return Object.fromEntries((data?.messageLocations ?? []).map((store) => [store.id, store.title]));
}

/** Reads one page of the selected workspace's conversations for `state`. */
export async function ConversationsList({ state }: { state: DataTableState }) {
  const [names, workspaceId] = await Promise.all([
    storeNames(facetList(state.facets, "store")),
    rememberedWorkspaceId(),
  ]);
  const { limit, offset } = toListInput(state);
  const { data } = await query({
    query: ConversationsQuery,
    variables: { filter: { ...toConversationFilter(state.facets), workspaceId }, limit, offset },
  });
  const page = data?.conversations;
  if (page && page.items.length === 0 && page.total > 0) {
    const last = { ...state, page: Math.ceil(page.total / state.pageSize) };
    redirect(
      `/apps/direct-messages?${writeTableState(new URLSearchParams(), last, CONVERSATIONS_TABLE)}`,
    );
  }
  return (
    <>
      <RetiredNotice state={data?.messagesProviderState} />
      <ConversationsTable
        rows={page?.items ?? []}
        total={page?.total ?? 0}
        state={state}
        storeNames={names}
        error={!page}
      />
    </>
  );
}
