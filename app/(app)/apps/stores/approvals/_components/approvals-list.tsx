import { redirect } from "next/navigation";
import {
  toListInput,
  writeTableState,
  type DataTableState,
} from "@/components/data-table/url-state";
import { query } from "@/lib/apollo/rsc-client";
import { PendingApprovalsQuery } from "@/lib/approvals/operations";
import { ApprovalsTable } from "./approvals-table";
import { APPROVALS_TABLE } from "./approvals-table-config";

/** One page of the tenant's held store edits for `state`. */
export async function ApprovalsList({ state }: { state: DataTableState }) {
  const { limit, offset } = toListInput(state);
  const { data } = await query({ query: PendingApprovalsQuery, variables: { limit, offset } });
  const page = data?.pendingApprovals;
  // Past the last page (edits decided since the link was made): show the last one.
  if (page && page.items.length === 0 && page.total > 0) {
    const last = { ...state, page: Math.ceil(page.total / state.pageSize) };
    redirect(
      `/apps/stores/approvals?${writeTableState(new URLSearchParams(), last, APPROVALS_TABLE)}`,
    );
  }
  return (
    <ApprovalsTable rows={page?.items ?? []} total={page?.total ?? 0} state={state} error={!page} />
  );
}
