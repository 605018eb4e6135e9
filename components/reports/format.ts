// Pure: how the report shows its numbers, on the server and in its chart leaves alike.
import { CURRENCY_SYMBOLS } from "@/lib/constants";
import { formatCompact, formatCurrency, formatNumber } from "@/lib/format/number";
import type { Locale } from "@/lib/i18n/config";

/** A chart's or a card's kind of value. */
export type ValueFormat =
  | { kind: "number" }
  | { kind: "rating" }
  | { kind: "percent" }
  | { kind: "currency"; currency: string };

/**
 * A value in full (tables: "12,345", "U$ 1,234.50", "4.3", "82%") or, with `compact`, as spec §9's
 * k or m ("12.3k"); money keeps its symbol either way ("U$ 12.3k").
 */
export function formatValue(
  value: number | null | undefined,
  format: ValueFormat,
  locale: Locale,
  compact = false,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  switch (format.kind) {
    case "rating":
      return formatNumber(value, locale, 1);
    case "percent":
      return `${formatNumber(value, locale, compact ? 0 : 1)}%`;
    case "currency":
      return compact
        ? `${CURRENCY_SYMBOLS[format.currency.toUpperCase()] ?? format.currency} ${formatCompact(value)}`
        : formatCurrency(value, format.currency, locale);
    default:
      return compact ? formatCompact(value) : formatNumber(value, locale, 1);
  }
}

/** Change from `previous` to `current` in percent; null when there is nothing to compare with. */
export function deltaPercent(current: number, previous: number | null | undefined): number | null {
  if (previous === null || previous === undefined || !Number.isFinite(previous)) return null;
  if (previous === 0) return current === 0 ? 0 : null;
  return ((current - previous) / Math.abs(previous)) * 100;
}

/** "+12.5%", "-3%", "0%" in the locale's decimals. */
export function formatDelta(percent: number, locale: Locale): string {
  const rounded = Math.round(percent * 10) / 10;
  const sign = rounded > 0 ? "+" : rounded < 0 ? "-" : "";
  return `${sign}${formatNumber(Math.abs(rounded), locale, 1)}%`;
}

export type SeriesPoint = { day: string; value: number };

/** Day-by-day sums of the daily series whose metric `pick` keeps (impressions, actions). */
export function sumSeries(
  daily: readonly { metric: string; points: readonly SeriesPoint[] }[],
  pick: (metric: string) => boolean,
): SeriesPoint[] {
  const byDay = new Map<string, number>();
  for (const series of daily) {
    const keep = pick(series.metric);
    for (const point of series.points) {
      byDay.set(point.day, (byDay.get(point.day) ?? 0) + (keep ? point.value : 0));
    }
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, value]) => ({ day, value }));
}

/** A reply time in hours as the largest fitting unit: minutes under an hour, days past two. */
export function replyTimeParts(hours: number): { unit: "minutes" | "hours" | "days"; n: number } {
  if (hours < 1) return { unit: "minutes", n: Math.round(hours * 60) };
  if (hours < 48) return { unit: "hours", n: Math.round(hours * 10) / 10 };
  return { unit: "days", n: Math.round((hours / 24) * 10) / 10 };
}
