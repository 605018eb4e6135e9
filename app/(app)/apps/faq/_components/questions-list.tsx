import { redirect } from "next/navigation";
import { facetList } from "@/components/data-table/facets";
import {
  toListInput,
  writeTableState,
  type DataTableState,
} from "@/components/data-table/url-state";
import { query } from "@/lib/apollo/rsc-client";
import { FaqStoreNamesQuery, QuestionsQuery } from "@/lib/questions/operations";
import { rememberedWorkspaceId } from "@/lib/workspaces/remembered";
import { QuestionsTable } from "./questions-table";
import { QUESTIONS_TABLE, toQuestionFilter } from "./questions-table-config";
import { RetiredNotice } from "./retired-notice";

/** The names of the stores a store filter holds, for its chip; empty when they cannot be read. */
async function storeNames(ids: readonly string[]): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  const { data } = await query({ query: FaqStoreNamesQuery, variables: { ids: [...ids] } });
  return Object.fromEntries((data?.faqLocations ?? []).map((store) => [store.id, store.title]));
}

/** One page of the selected workspace's questions for `state`, with the service's state. */
export async function QuestionsList({ state }: { state: DataTableState }) {
  const workspaceId = await rememberedWorkspaceId();
  const { limit, offset } = toListInput(state);
  const filter = toQuestionFilter(state.facets, workspaceId);
  const [{ data }, names] = await Promise.all([
    query({ query: QuestionsQuery, variables: { filter, limit, offset } }),
    storeNames(facetList(state.facets, "store")),
  ]);
  const page = data?.questions;
  // Past the last page (a filter narrowed, a shared link grew old): show the last one.
  if (page && page.items.length === 0 && page.total > 0) {
    const last = { ...state, page: Math.ceil(page.total / state.pageSize) };
    redirect(`/apps/faq?${writeTableState(new URLSearchParams(), last, QUESTIONS_TABLE)}`);
  }
  const service = data?.questionsService;
  return (
    <>
      {service && !service.available && service.retiredOn ? (
        <RetiredNotice retiredOn={service.retiredOn} />
      ) : null}
      <QuestionsTable
        rows={page?.items ?? []}
        total={page?.total ?? 0}
        state={state}
        workspaceId={workspaceId}
        filter={filter}
        storeNames={names}
        writable={service?.available ?? false}
        error={!page}
      />
    </>
  );
}
