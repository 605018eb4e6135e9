"use client";
import { useTranslations } from "next-intl";
import { DataTable } from "@/components/data-table/data-table";
import type { DataTableState } from "@/components/data-table/url-state";
import { useStoreColumns } from "./store-columns";
import { StoreRowActions } from "./store-row-actions";
import { STORES_TABLE, type StoreRow } from "./stores-table-config";

/** The store list's interactive body: the shared data table with the store columns and actions. */
export function StoresTable({
  rows,
  total,
  state,
  workspaceId,
  error,
}: {
  rows: StoreRow[];
  total: number;
  state: DataTableState;
  /** The selected workspace: choosing another one empties the selection. */
  workspaceId: string | null;
  error: boolean;
}) {
  const t = useTranslations("stores");
  return (
    <DataTable
      columns={useStoreColumns()}
      rows={rows}
      total={total}
      state={state}
      config={STORES_TABLE}
      caption={t("caption")}
      getRowId={(row) => row.id}
      rowLabel={(row) => row.name}
      rowActions={(row) => <StoreRowActions store={row} />}
      scope={workspaceId ?? undefined}
      error={error}
      emptyTitle={t("empty")}
      emptyDescription={t("emptyDescription")}
    />
  );
}
