import { AutoRefresh } from "@/components/common/auto-refresh";
import { toListInput, type DataTableState } from "@/components/data-table/url-state";
import { query } from "@/lib/apollo/rsc-client";
import { RankingJobsQuery } from "@/lib/rankings/operations";
import { RankingsTable } from "./rankings-table";

/** Reads one page of the tenant's rankings; reads it again while any of them runs. */
export async function RankingsList({ state }: { state: DataTableState }) {
  const { limit, offset } = toListInput(state);
  const { data, error } = await query({ query: RankingJobsQuery, variables: { limit, offset } });
  const rows = data?.rankingJobs.items ?? [];
  return (
    <>
      <AutoRefresh active={rows.some((row) => row.status === "RUNNING")} />
      <RankingsTable
        rows={rows}
        total={data?.rankingJobs.total ?? 0}
        state={state}
        error={Boolean(error) || !data}
      />
    </>
  );
}
