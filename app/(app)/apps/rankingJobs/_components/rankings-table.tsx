"use client";
import type { ColumnDef } from "@tanstack/react-table";
import { useLocale, useTranslations } from "next-intl";
import { StatusChip } from "@/components/common/status-chip";
import { DataTable } from "@/components/data-table/data-table";
import type { DataTableState } from "@/components/data-table/url-state";
import { Link } from "@/components/ui/link";
import { formatMoment } from "@/lib/format/date";
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
  const when = (value: string | null | undefined) =>
    value ? formatMoment(value, locale) : t("list.never");
  const columns: ColumnDef<RankingJobFieldsFragment>[] = [
    {
      id: "name",
      meta: { label: t("list.name") },
      cell: ({ row }) => (
        <Link
          href={`/apps/rankingJobs/${row.original.id}`}
          className="font-medium underline-offset-4 hover:underline"
        >
          {row.original.name}
        </Link>
      ),
    },
    {
      id: "status",
      meta: { label: t("list.status") },
      cell: ({ row }) => (
        <StatusChip status={row.original.status}>{t(`status.${row.original.status}`)}</StatusChip>
      ),
    },
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
    {
      id: "frequency",
      meta: { label: t("list.frequency") },
      cell: ({ row }) => t(`frequency.${row.original.frequency}`),
    },
    {
      id: "lastRun",
      meta: { label: t("list.lastRun"), className: "whitespace-nowrap" },
      cell: ({ row }) => when(row.original.lastRunAt),
    },
    {
      id: "nextRun",
      meta: { label: t("list.nextRun"), className: "whitespace-nowrap" },
      cell: ({ row }) => when(row.original.nextRunAt),
    },
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
