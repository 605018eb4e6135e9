// Pure: the headline numbers an exported report shows (PDF and CSV), read from a Report so both
// files and the page agree on what each total is.
import {
  deltaPercent,
  formatDelta as formatPageDelta,
  formatValue,
  type ValueFormat,
} from "@/components/reports/format";
import type { Locale } from "@/lib/i18n/config";
import { CALLS_METRIC, DIRECTIONS_METRIC, WEBSITE_METRIC } from "@/lib/insights/income";
import type { Report } from "./types";

export type TotalKey =
  | "impressions"
  | "actions"
  | "directions"
  | "calls"
  | "website"
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
};

function metricTotal(report: Report, metric: string): { value: number; previous: number } {
  const found = report.performance.metrics.find((m) => m.metric === metric);
  return { value: found?.totalValue ?? 0, previous: found?.totalPrevious ?? 0 };
}

/** The ten totals of an export, in the order the page shows them. */
export function reportTotals(report: Report): ReportTotal[] {
  const { performance, revenue, reviews } = report;
  const count = (key: TotalKey, t: { value: number; previous: number }): ReportTotal => ({
    key,
    kind: "count",
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
    { key: "traffic", kind: "count", value: revenue.traffic, previous: revenue.trafficPrevious },
    { key: "income", kind: "money", value: revenue.income, previous: revenue.incomePrevious },
    count("reviews", { value: reviews.total, previous: reviews.totalPrevious }),
    {
      key: "rating",
      kind: "rating",
      value: reviews.averageRating ?? null,
      previous: reviews.averageRatingPrevious ?? null,
    },
    {
      key: "replyRate",
      kind: "percent",
      value: reviews.replyRate ?? null,
      previous: reviews.replyRatePrevious ?? null,
    },
  ];
}

/** A total as the page writes it (components/reports/format): the PDF shows the page's numbers. */
export function formatTotal(
  total: Pick<ReportTotal, "kind">,
  value: number | null,
  locale: Locale,
  currency: string,
): string {
  const format: ValueFormat =
    total.kind === "money"
      ? { kind: "currency", currency }
      : { kind: total.kind === "count" ? "number" : total.kind };
  return formatValue(value, format, locale);
}

/** Change against the compared range as the page shows it ("+12.5%"), or null without one. */
export function formatDelta(
  value: number | null,
  previous: number | null,
  locale: Locale,
): string | null {
  if (value === null) return null;
  const percent = deltaPercent(value, previous);
  return percent === null ? null : formatPageDelta(percent, locale);
}

/** Actions (directions + calls + website clicks) day by day, from the report's daily series. */
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
