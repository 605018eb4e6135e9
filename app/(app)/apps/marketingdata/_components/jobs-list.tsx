import { toListInput, type DataTableState } from "@/components/data-table/url-state";
import { AutoRefresh } from "@/components/common/auto-refresh";
import { query } from "@/lib/apollo/rsc-client";
import { ExtractJobsQuery } from "@/lib/marketing/operations";
import { isRunning } from "@/lib/marketing/statuses";
import { JobsTable } from "./jobs-table";
import { statusFilter } from "./jobs-table-config";

/** Reads one page of the tenant's extract jobs; reads it again while any of them runs. */
export async function JobsList({ state }: { state: DataTableState }) {
  const { limit, offset } = toListInput(state);
  const { data, error } = await query({
    query: ExtractJobsQuery,
    variables: { status: statusFilter(state.facets), limit, offset },
  });
  const rows = data?.extractJobs.items ?? [];
  return (
    <>
      <AutoRefresh active={rows.some((row) => isRunning(row.status))} />
      <JobsTable
        rows={rows}
        total={data?.extractJobs.total ?? 0}
        state={state}
        error={Boolean(error) || !data}
      />
    </>
  );
}
