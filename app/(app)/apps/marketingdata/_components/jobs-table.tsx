"use client";
import type { ColumnDef } from "@tanstack/react-table";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { DataTable } from "@/components/data-table/data-table";
import type { DataTableState } from "@/components/data-table/url-state";
import { ExtractStatusChip } from "@/components/marketing/extract-status-chip";
import type { ExtractJobFieldsFragment } from "@/lib/graphql/generated/client/graphql";
import type { Locale } from "@/lib/i18n/config";
import { formatMoment } from "@/lib/format/date";
import { formatDay } from "@/lib/marketing/format";
import { JOBS_TABLE } from "./jobs-table-config";

/** The tenant's extract jobs in the shared data table; a row opens the job's detail. */
export function JobsTable({
  rows,
  total,
  state,
  error,
}: {
  rows: ExtractJobFieldsFragment[];
  total: number;
  state: DataTableState;
  error: boolean;
}) {
  const t = useTranslations("marketing");
  const locale = useLocale() as Locale;
  const columns: ColumnDef<ExtractJobFieldsFragment>[] = [
    {
      id: "createdAt",
      meta: { label: t("list.created"), className: "whitespace-nowrap" },
      cell: ({ row }) => (
        <Link
          href={`/apps/marketingdata?job=${row.original.id}`}
          className="font-medium underline-offset-4 hover:underline"
        >
          {formatMoment(row.original.createdAt, locale)}
        </Link>
      ),
    },
    {
      id: "status",
      meta: { label: t("list.status") },
      cell: ({ row }) => (
        <ExtractStatusChip
          status={row.original.status}
          label={t(`status.${row.original.status}`)}
        />
      ),
    },
    {
      id: "dates",
      meta: { label: t("list.dates"), className: "whitespace-nowrap" },
      cell: ({ row }) =>
        `${formatDay(row.original.dateFrom, locale)} – ${formatDay(row.original.dateTo, locale)}`,
    },
    {
      id: "metrics",
      meta: { label: t("list.metrics") },
      cell: ({ row }) => t("list.metricCount", { count: row.original.metrics.length }),
    },
    {
      id: "destination",
      meta: { label: t("list.destination") },
      cell: ({ row }) => t(`destinations.${row.original.destination}`),
    },
    {
      id: "rows",
      meta: { label: t("list.rows"), className: "text-right" },
      cell: ({ row }) => row.original.rowCount.toLocaleString(locale),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      total={total}
      state={state}
      config={JOBS_TABLE}
      caption={t("list.caption")}
      getRowId={(row) => row.id}
      rowLabel={(row) => formatMoment(row.createdAt, locale)}
      facets={[
        {
          id: "status",
          label: t("list.status"),
          valueLabel: (value) => t(`status.${value as "DONE"}`),
        },
      ]}
      error={error}
      emptyTitle={error ? t("list.loadError") : t("list.empty")}
      emptyDescription={error ? undefined : t("list.emptyDescription")}
    />
  );
}
