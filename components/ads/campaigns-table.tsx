"use client";
import type { ColumnDef } from "@tanstack/react-table";
import { useLocale, useTranslations } from "next-intl";
import { DataTable } from "@/components/data-table/data-table";
import type { DataTableConfig, DataTableState } from "@/components/data-table/url-state";
import { Link } from "@/components/ui/link";
import { formatDate, formatMoment } from "@/lib/format/date";
import { formatCurrency, formatNumber } from "@/lib/format/number";
import type { CampaignRowFieldsFragment } from "@/lib/graphql/generated/client/graphql";
import type { Locale } from "@/lib/i18n/config";
import { CampaignActions } from "./campaign-actions";
import { campaignFormHref } from "./campaign-href";
import { CampaignStatusChip } from "./campaign-status-chip";

type Row = CampaignRowFieldsFragment;

/**
 * The tenant's campaigns in the shared data table, with their budget, dates and the service's
 * totals; a draft's name opens its form, and each row has its actions (send, pause, resume…).
 */
export function CampaignsTable({
  rows,
  total,
  state,
  config,
  typeFixed,
  error,
}: {
  rows: Row[];
  total: number;
  state: DataTableState;
  config: DataTableConfig;
  /** The list shows one type only: no type column or choice. */
  typeFixed: boolean;
  error: boolean;
}) {
  const t = useTranslations("ads");
  const locale = useLocale() as Locale;
  const money = (amount: number | null | undefined, row: Row) =>
    amount === null || amount === undefined
      ? "—"
      : row.currencyCode
        ? formatCurrency(amount, row.currencyCode, locale)
        : formatNumber(amount, locale);
  const numeric = (id: "impressions" | "clicks" | "conversions") =>
    ({
      id,
      meta: { label: t(`list.${id}`), className: "tabular-nums sm:text-right" },
      cell: ({ row }) => formatNumber(row.original[id], locale, 1),
    }) satisfies ColumnDef<Row>;

  const columns: ColumnDef<Row>[] = [
    {
      id: "name",
      meta: { label: t("list.name"), phone: "title" },
      cell: ({ row }) =>
        row.original.status === "DRAFT" ? (
          <Link
            href={campaignFormHref(row.original.type, { id: row.original.id })}
            className="font-medium underline-offset-4 hover:underline"
          >
            {row.original.name}
          </Link>
        ) : (
          <span className="font-medium">{row.original.name}</span>
        ),
    },
    ...(typeFixed
      ? []
      : [
          {
            id: "type",
            meta: { label: t("list.type") },
            cell: ({ row }) => t(`types.${row.original.type}`),
          } satisfies ColumnDef<Row>,
        ]),
    {
      id: "status",
      meta: { label: t("list.status") },
      cell: ({ row }) => (
        <span className="flex flex-col items-start gap-1">
          <CampaignStatusChip
            status={row.original.status}
            label={t(`status.${row.original.status}`)}
          />
          {row.original.status === "DRAFT" && !row.original.complete ? (
            <span className="text-muted-foreground text-xs">{t("list.incomplete")}</span>
          ) : null}
          {row.original.statusReason ? (
            <span className="text-muted-foreground max-w-48 text-xs">
              {row.original.statusReason}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: "stores",
      meta: { label: t("list.stores"), className: "tabular-nums sm:text-right" },
      cell: ({ row }) =>
        row.original.perStore
          ? t("list.storesEach", { count: row.original.storeCount })
          : formatNumber(row.original.storeCount, locale),
    },
    {
      id: "dailyBudget",
      meta: { label: t("list.dailyBudget"), className: "whitespace-nowrap sm:text-right" },
      cell: ({ row }) => money(row.original.dailyBudget, row.original),
    },
    {
      id: "dates",
      meta: { label: t("list.dates"), className: "whitespace-nowrap" },
      cell: ({ row }) =>
        row.original.startDate
          ? t("list.dateRange", {
              start: formatDate(row.original.startDate, locale),
              end: row.original.endDate
                ? formatDate(row.original.endDate, locale)
                : t("list.noEnd"),
            })
          : "—",
    },
    {
      id: "spend",
      meta: { label: t("list.spend"), className: "whitespace-nowrap sm:text-right" },
      cell: ({ row }) => money(row.original.spend, row.original),
    },
    numeric("impressions"),
    numeric("clicks"),
    numeric("conversions"),
    {
      id: "updatedAt",
      meta: { label: t("list.updated"), className: "whitespace-nowrap" },
      cell: ({ row }) => formatMoment(row.original.updatedAt, locale),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={rows}
      total={total}
      state={state}
      config={config}
      caption={t("list.caption")}
      getRowId={(row) => row.id}
      rowLabel={(row) => row.name}
      rowActions={(row) => <CampaignActions campaign={row} />}
      facets={[
        { id: "q", label: t("list.search"), placeholder: t("list.searchPlaceholder") },
        ...(typeFixed
          ? []
          : [
              {
                id: "type",
                label: t("list.type"),
                valueLabel: (value: string) => t(`types.${value as "SEARCH"}`),
              },
            ]),
        {
          id: "status",
          label: t("list.status"),
          valueLabel: (value) => t(`status.${value as "DRAFT"}`),
        },
      ]}
      cardsOnPhones
      error={error}
      emptyTitle={error ? t("list.loadError") : t("list.empty")}
      emptyDescription={error ? undefined : t("list.emptyDescription")}
    />
  );
}
