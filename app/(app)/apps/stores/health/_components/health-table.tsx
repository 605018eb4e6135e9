"use client";
import type { ColumnDef } from "@tanstack/react-table";
import { ExternalLink } from "lucide-react";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { StatusChip, type ToneColour } from "@/components/common/status-chip";
import { DataTable } from "@/components/data-table/data-table";
import type { DataTableState } from "@/components/data-table/url-state";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format/date";
import type { ListingHealthQuery } from "@/lib/graphql/generated/client/graphql";
import type { Locale } from "@/lib/i18n/config";
import type { ListingHealthState } from "@/lib/listing-health/rules";
import { CheckNowButton } from "./check-now-button";
import { HealthCounts } from "./health-counts";
import { HEALTH_TABLE } from "./health-table-config";

type Page = ListingHealthQuery["listingHealth"];
type Row = Page["items"][number];

// The dialogs load when first opened.
const VerifyDialog = dynamic(() => import("./verify-dialog").then((m) => m.VerifyDialog));
const PinDialog = dynamic(() => import("./pin-dialog").then((m) => m.PinDialog));

export const STATE_COLOURS: Record<ListingHealthState, ToneColour> = {
  SUSPENDED: "red",
  DISABLED: "red",
  OWNERSHIP_CONFLICT: "red",
  DUPLICATE: "yellow",
  UNVERIFIED: "yellow",
  VERIFICATION_PENDING: "blue",
  WAITING: "blue",
  OK: "green",
};

const DAY_MS = 86_400_000;

/**
 * The tenant's stores by listing health in the shared data table: the counts per state as filter
 * chips above, each store with its state, how long it has held it, and the next action's button.
 */
export function HealthTable({
  rows,
  total,
  counts,
  unchecked,
  lastCheckedAt,
  filtered,
  state,
  error,
  now,
}: {
  rows: Row[];
  total: number;
  counts: Page["counts"];
  unchecked: number;
  lastCheckedAt: string | null;
  filtered: boolean;
  state: DataTableState;
  error: boolean;
  /** The server's time of the read, so server and browser count the same days. */
  now: string;
}) {
  const t = useTranslations("listingHealth");
  const locale = useLocale() as Locale;
  const [dialog, setDialog] = useState<{ kind: "verify" | "pin"; row: Row } | null>(null);
  const checked = counts.reduce((sum, c) => sum + c.count, 0);
  const allOk = !filtered && checked > 0 && counts.every((c) => c.state === "OK" || !c.count);
  const days = (since: string) =>
    Math.max(0, Math.floor((Date.parse(now) - Date.parse(since)) / DAY_MS));

  function action(row: Row) {
    const label = t(`actions.${row.nextAction as "VERIFY"}`);
    const named = t("actionLabel", { action: label, store: row.storeName });
    if (row.nextAction === "VERIFY" || row.nextAction === "ENTER_PIN")
      return (
        <Button
          size="sm"
          variant={row.nextAction === "VERIFY" ? "default" : "outline"}
          aria-label={named}
          onClick={() => setDialog({ kind: row.nextAction === "VERIFY" ? "verify" : "pin", row })}
        >
          {label}
        </Button>
      );
    if (row.actionUrl)
      return (
        <span className="flex flex-col items-start gap-1">
          <Button asChild size="sm" variant="outline">
            <a
              href={row.actionUrl}
              target="_blank"
              rel="noreferrer"
              aria-label={`${named} ${t("opensInNewTab")}`}
            >
              <ExternalLink aria-hidden />
              {label}
            </a>
          </Button>
          <span className="text-muted-foreground text-xs">{t("onGoogle")}</span>
        </span>
      );
    return <span className="text-muted-foreground text-sm">{label}</span>;
  }

  const columns: ColumnDef<Row>[] = [
    {
      id: "name",
      meta: { label: t("columns.store"), phone: "title" },
      cell: ({ row }) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-medium break-words">{row.original.storeName}</span>
          <span className="text-muted-foreground text-xs">
            {[row.original.storeCode, row.original.locality].filter(Boolean).join(" · ")}
          </span>
        </span>
      ),
    },
    {
      id: "severity",
      meta: { label: t("columns.state") },
      cell: ({ row }) => {
        const s = row.original.state as ListingHealthState;
        return (
          <span className="flex flex-col items-start gap-1">
            <StatusChip status={s} colour={STATE_COLOURS[s]}>
              {t(`states.${s}`)}
            </StatusChip>
            <span className="text-muted-foreground text-xs">{t(`stateHelp.${s}`)}</span>
          </span>
        );
      },
    },
    {
      id: "since",
      meta: { label: t("columns.since") },
      cell: ({ row }) => (
        <span className="flex flex-col" data-testid="time-in-state">
          <span>{t("timeIn", { days: days(row.original.since) })}</span>
          <span className="text-muted-foreground text-xs">
            {t("sinceDate", { date: formatDate(row.original.since, locale) })}
          </span>
        </span>
      ),
    },
    {
      id: "action",
      meta: { label: t("columns.action") },
      cell: ({ row }) => action(row.original),
    },
  ];

  const neverChecked = !error && checked === 0;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {lastCheckedAt
            ? t("lastChecked", { date: formatDate(lastCheckedAt, locale) })
            : t("neverChecked")}
          {unchecked > 0 && checked > 0 ? ` · ${t("unchecked", { count: unchecked })}` : null}
        </p>
        <CheckNowButton />
      </div>
      {checked > 0 ? <HealthCounts counts={counts} state={state} /> : null}
      <DataTable
        columns={columns}
        rows={rows}
        total={total}
        state={state}
        config={HEALTH_TABLE}
        caption={t("caption")}
        getRowId={(row) => row.locationId}
        rowLabel={(row) => row.storeName}
        facets={[
          { id: "q", label: t("facets.q"), placeholder: t("facets.qPlaceholder") },
          {
            id: "state",
            label: t("facets.state"),
            valueLabel: (value) => t(`states.${value as ListingHealthState}`),
          },
        ]}
        sortOptions={[
          { id: "severity", direction: "asc", label: t("sort.severity") },
          { id: "since", direction: "asc", label: t("sort.longest") },
          { id: "name", direction: "asc", label: t("sort.name") },
        ]}
        error={error}
        emptyTitle={
          error
            ? t("errors.loading")
            : neverChecked
              ? t("neverChecked")
              : t(allOk ? "allOk" : "emptyFilter")
        }
        emptyDescription={
          neverChecked
            ? t("neverCheckedDescription")
            : allOk
              ? t("allOkDescription")
              : t("emptyFilterDescription")
        }
        cardsOnPhones
      />
      {allOk && rows.length > 0 ? (
        <p className="text-sm" role="status">
          {t("allOk")}
        </p>
      ) : null}
      {dialog?.kind === "verify" ? (
        <VerifyDialog
          locationId={dialog.row.locationId}
          storeName={dialog.row.storeName}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === "pin" ? (
        <PinDialog
          locationId={dialog.row.locationId}
          storeName={dialog.row.storeName}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
