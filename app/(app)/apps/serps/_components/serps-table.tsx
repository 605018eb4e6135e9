"use client";
import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { DataTable } from "@/components/data-table/data-table";
import type { DataTableState } from "@/components/data-table/url-state";
import { useScheduleColumns } from "@/components/rankings/schedule-columns";
import type { SerpFieldsFragment } from "@/lib/graphql/generated/client/graphql";
import { SERPS_TABLE } from "./serps-table-config";

/** The tenant's saved searches in the shared data table; a name opens the search's results page. */
export function SerpsTable({
  rows,
  total,
  state,
  error,
}: {
  rows: SerpFieldsFragment[];
  total: number;
  state: DataTableState;
  error: boolean;
}) {
  const t = useTranslations("rankings");
  const shared = useScheduleColumns<SerpFieldsFragment>(
    (id) => `/apps/serps/${id}`,
    (column) => t(`serps.list.${column}`),
  );
  const columns: ColumnDef<SerpFieldsFragment>[] = [
    shared.name,
    shared.status,
    {
      id: "keyword",
      meta: { label: t("serps.list.keyword") },
      cell: ({ row }) => row.original.keyword,
    },
    {
      id: "from",
      meta: { label: t("serps.list.from") },
      cell: ({ row }) =>
        row.original.locationName ?? t(`serps.countries.${row.original.languageCode}`),
    },
    shared.frequency,
    shared.lastRun,
    shared.nextRun,
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      total={total}
      state={state}
      config={SERPS_TABLE}
      caption={t("serps.list.caption")}
      getRowId={(row) => row.id}
      rowLabel={(row) => row.name}
      error={error}
      emptyTitle={error ? t("serps.list.loadError") : t("serps.list.empty")}
      emptyDescription={error ? undefined : t("serps.list.emptyDescription")}
    />
  );
}
