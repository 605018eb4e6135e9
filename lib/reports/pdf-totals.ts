// Read from a Report so both files and the page agree on what each total is.
import {
  comparisonGap,
  deltaPercent,
  formatDelta as formatPageDelta,
  formatPair,
  roundDelta,
  type ValueFormat,
} from "./format";
import { formatDate } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/config";
import { CALLS_METRIC, DIRECTIONS_METRIC, WEBSITE_METRIC } from "@/lib/insights/income";
import type { ExportTranslator } from "./pdf-text";
import type { Report } from "./types";

export type TotalKey =
  | "impressions"
  | "actions"
  | "directions"
  | "calls"
  | "website"
  | "conversations"
  | "bookings"
  | "traffic"
  | "income"
  | "reviews"
  | "rating"
  | "replyRate";

export type ReportTotal = {
  key: TotalKey;
  value: number | null;
  previous: number | null;
  /** How the value reads: a count, money in the report's currency, stars or a percentage. */
  kind: "count" | "money" | "rating" | "percent";
  /** Read from the metrics (whose first day may come after the compared range's) or the reviews. */
  source: "metrics" | "reviews";
};

function metricTotal(report: Report, metric: string): { value: number; previous: number } {
  const found = report.performance.metrics.find((m) => m.metric === metric);
  return { value: found?.totalValue ?? 0, previous: found?.totalPrevious ?? 0 };
}

export function reportTotals(report: Report): ReportTotal[] {
  const { performance, revenue, reviews } = report;
  const count = (key: TotalKey, t: { value: number; previous: number }): ReportTotal => ({
    key,
    kind: "count",
    source: "metrics",
    ...t,
  });
  return [
    count("impressions", {
      value: performance.impressions.totalValue,
      previous: performance.impressions.totalPrevious,
    }),
    count("actions", {
      value: performance.actions.totalValue,
      previous: performance.actions.totalPrevious,
    }),
    count("directions", metricTotal(report, DIRECTIONS_METRIC)),
    count("calls", metricTotal(report, CALLS_METRIC)),
    count("website", metricTotal(report, WEBSITE_METRIC)),
    count("conversations", metricTotal(report, "BUSINESS_CONVERSATIONS")),
    count("bookings", metricTotal(report, "BUSINESS_BOOKINGS")),
    count("traffic", { value: revenue.traffic, previous: revenue.trafficPrevious }),
    {
      key: "income",
      kind: "money",
      source: "metrics",
      value: revenue.income,
      previous: revenue.incomePrevious,
    },
    {
      key: "reviews",
      kind: "count",
      source: "reviews",
      value: reviews.total,
      previous: reviews.totalPrevious,
    },
    {
      key: "rating",
      kind: "rating",
      source: "reviews",
      value: reviews.averageRating ?? null,
      previous: reviews.averageRatingPrevious ?? null,
    },
    {
      key: "replyRate",
      kind: "percent",
      source: "reviews",
      value: reviews.replyRate ?? null,
      previous: reviews.replyRatePrevious ?? null,
    },
  ];
}

const valueFormat = (total: Pick<ReportTotal, "kind">, currency: string): ValueFormat =>
  total.kind === "money"
    ? { kind: "currency", currency }
    : { kind: total.kind === "count" ? "number" : total.kind };

/** Decimals included where rounding would hide the change: the PDF shows the page's numbers. */
export function formatTotalPair(
  total: ReportTotal,
  locale: Locale,
  currency: string,
): { value: string; previous: string } {
  return formatPair(total.value, total.previous, valueFormat(total, currency), locale);
}

export function metricsGap(report: Report): string | null {
  return comparisonGap(report.performance.compareRange, report.performance.dataFrom);
}

export type Change = { percent: number } | { noDataBefore: string } | null;

export function changeOf(
  value: number | null,
  previous: number | null,
  gap: string | null,
): Change {
  if (value === null) return null;
  if (gap) return { noDataBefore: gap };
  const percent = deltaPercent(value, previous);
  return percent === null ? null : { percent: roundDelta(percent) };
}

/** A total's change: metrics totals lack the days before the metrics' first, reviews do not. */
export function totalChange(report: Report, total: ReportTotal): Change {
  return changeOf(
    total.value,
    total.previous,
    total.source === "metrics" ? metricsGap(report) : null,
  );
}

/** "+12.5%" as the page writes it, or "No data before 11/28/2024"; null without a comparison. */
export function formatChange(change: Change, locale: Locale, t: ExportTranslator): string | null {
  if (change === null) return null;
  if ("noDataBefore" in change)
    return t("noDataBefore", { date: formatDate(change.noDataBefore, locale) });
  return formatPageDelta(change.percent, locale);
}

export function dailyActions(report: Report): { day: string; value: number }[] {
  const wanted = new Set([DIRECTIONS_METRIC, CALLS_METRIC, WEBSITE_METRIC]);
  const byDay = new Map<string, number>();
  for (const series of report.performance.daily) {
    if (!wanted.has(series.metric)) continue;
    for (const point of series.points) {
      byDay.set(point.day, (byDay.get(point.day) ?? 0) + point.value);
    }
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, value]) => ({ day, value }));
}
