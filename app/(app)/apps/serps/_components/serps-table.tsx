"use client";
import type { ColumnDef } from "@tanstack/react-table";
import { useLocale, useTranslations } from "next-intl";
import { StatusChip } from "@/components/common/status-chip";
import { DataTable } from "@/components/data-table/data-table";
import type { DataTableState } from "@/components/data-table/url-state";
import { Link } from "@/components/ui/link";
import { formatMoment } from "@/lib/format/date";
import type { SerpFieldsFragment } from "@/lib/graphql/generated/client/graphql";
import type { Locale } from "@/lib/i18n/config";
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
  const locale = useLocale() as Locale;
  const when = (value: string | null | undefined) =>
    value ? formatMoment(value, locale) : t("serps.list.never");
  const columns: ColumnDef<SerpFieldsFragment>[] = [
    {
      id: "name",
      meta: { label: t("serps.list.name") },
      cell: ({ row }) => (
        <Link
          href={`/apps/serps/${row.original.id}`}
          className="font-medium underline-offset-4 hover:underline"
        >
          {row.original.name}
        </Link>
      ),
    },
    {
      id: "status",
      meta: { label: t("serps.list.status") },
      cell: ({ row }) => (
        <StatusChip status={row.original.status}>{t(`status.${row.original.status}`)}</StatusChip>
      ),
    },
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
    {
      id: "frequency",
      meta: { label: t("serps.list.frequency") },
      cell: ({ row }) => t(`frequency.${row.original.frequency}`),
    },
    {
      id: "lastRun",
      meta: { label: t("serps.list.lastRun"), className: "whitespace-nowrap" },
      cell: ({ row }) => when(row.original.lastRunAt),
    },
    {
      id: "nextRun",
      meta: { label: t("serps.list.nextRun"), className: "whitespace-nowrap" },
      cell: ({ row }) => when(row.original.nextRunAt),
    },
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
