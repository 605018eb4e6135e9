// Pure: spec §9's income estimator of /insight-user.
import { INCOME_ESTIMATOR } from "@/lib/constants";
import { formatCurrency } from "@/lib/format/number";
import type { Locale } from "@/lib/i18n/config";

export type ActionCounts = { directions: number; calls: number; website: number };
export type MetricTotal = { metric: string; totalValue: number };

export const DIRECTIONS_METRIC = "BUSINESS_DIRECTION_REQUESTS";
export const CALLS_METRIC = "CALL_CLICKS";
export const WEBSITE_METRIC = "WEBSITE_CLICKS";

/** Store traffic = 0.8 × direction requests + 0.4 × call clicks + 0.1 × website clicks. */
export function storeTraffic({ directions, calls, website }: ActionCounts): number {
  const w = INCOME_ESTIMATOR.trafficWeights;
  return w.directions * directions + w.calls * calls + w.website * website;
}

/** Estimated income = ticket × traffic × conversion % / 100. */
export function estimatedIncome(
  ticket: number,
  traffic: number,
  conversionPercent: number,
): number {
  return (ticket * traffic * conversionPercent) / 100;
}

/** Impressions: the sum of every metric whose name contains IMPRESSION. */
export function totalImpressions(metrics: readonly MetricTotal[]): number {
  return metrics
    .filter((m) => m.metric.includes("IMPRESSION"))
    .reduce((sum, m) => sum + m.totalValue, 0);
}

/** Actions = direction requests + call clicks + website clicks. */
export function totalActions({ directions, calls, website }: ActionCounts): number {
  return directions + calls + website;
}

export function actionCounts(metrics: readonly MetricTotal[]): ActionCounts {
  const value = (name: string) => metrics.find((m) => m.metric === name)?.totalValue ?? 0;
  return {
    directions: value(DIRECTIONS_METRIC),
    calls: value(CALLS_METRIC),
    website: value(WEBSITE_METRIC),
  };
}

export type IncomeEstimate = {
  traffic: number;
  income: number;
  impressions: number;
  actions: number;
};

export function estimateIncome(
  metrics: readonly MetricTotal[],
  ticket: number,
  conversionPercent: number,
): IncomeEstimate {
  const counts = actionCounts(metrics);
  const traffic = storeTraffic(counts);
  return {
    traffic,
    income: estimatedIncome(ticket, traffic, conversionPercent),
    impressions: totalImpressions(metrics),
    actions: totalActions(counts),
  };
}

/** A hand-edited input or a stale state may be outside the spec's range. */
export function clampSlider(value: number, range: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return range.min;
  return Math.min(range.max, Math.max(range.min, Math.round(value)));
}

export function formatIncome(amount: number, locale: Locale): string {
  return formatCurrency(amount, INCOME_ESTIMATOR.currency, locale);
}
