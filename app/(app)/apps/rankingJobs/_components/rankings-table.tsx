"use client";
import type { ColumnDef } from "@tanstack/react-table";
import { useLocale, useTranslations } from "next-intl";
import { DataTable } from "@/components/data-table/data-table";
import type { DataTableState } from "@/components/data-table/url-state";
import { useScheduleColumns } from "@/components/rankings/schedule-columns";
import type { RankingJobFieldsFragment } from "@/lib/graphql/generated/client/graphql";
import type { Locale } from "@/lib/i18n/config";
import { RANKINGS_TABLE } from "./rankings-table-config";

/** The tenant's rankings in the shared data table; a name opens the ranking's results. */
export function RankingsTable({
  rows,
  total,
  state,
  error,
}: {
  rows: RankingJobFieldsFragment[];
  total: number;
  state: DataTableState;
  error: boolean;
}) {
  const t = useTranslations("rankings");
  const locale = useLocale() as Locale;
  const shared = useScheduleColumns<RankingJobFieldsFragment>(
    (id) => `/apps/rankingJobs/${id}`,
    (column) => t(`list.${column}`),
  );
  const columns: ColumnDef<RankingJobFieldsFragment>[] = [
    shared.name,
    shared.status,
    {
      id: "stores",
      meta: { label: t("list.stores"), className: "text-right" },
      cell: ({ row }) => row.original.storeCount.toLocaleString(locale),
    },
    {
      id: "keywords",
      meta: { label: t("list.keywords") },
      cell: ({ row }) => row.original.keywords.join(", "),
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
      config={RANKINGS_TABLE}
      caption={t("list.caption")}
      getRowId={(row) => row.id}
      rowLabel={(row) => row.name}
      error={error}
      emptyTitle={error ? t("list.loadError") : t("list.empty")}
      emptyDescription={error ? undefined : t("list.emptyDescription")}
    />
  );
}
