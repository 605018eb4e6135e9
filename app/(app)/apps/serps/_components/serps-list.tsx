import { AutoRefresh } from "@/components/common/auto-refresh";
import { toListInput, type DataTableState } from "@/components/data-table/url-state";
import { query } from "@/lib/apollo/rsc-client";
import { SerpsQuery } from "@/lib/serps/operations";
import { SerpsTable } from "./serps-table";

/** Reads one page of the tenant's saved searches; reads it again while any of them runs. */
export async function SerpsList({ state }: { state: DataTableState }) {
  const { limit, offset } = toListInput(state);
  const { data, error } = await query({ query: SerpsQuery, variables: { limit, offset } });
  const rows = data?.serps.items ?? [];
  return (
    <>
      <AutoRefresh active={rows.some((row) => row.status === "RUNNING")} />
      <SerpsTable
        rows={rows}
        total={data?.serps.total ?? 0}
        state={state}
        error={Boolean(error) || !data}
      />
    </>
  );
}
