// Pure: how the report shows its numbers, on the server and in its chart leaves alike.
import { formatCompact, formatCurrency, formatNumber, visibleDigits } from "@/lib/format/number";
import type { Locale } from "@/lib/i18n/config";

export type ValueFormat =
  | { kind: "number" }
  | { kind: "rating" }
  | { kind: "percent" }
  | { kind: "currency"; currency: string };

/** Full ("12,345", "$1,234.50") or, with `compact`, spec §9's k or m ("12.3k", "$12.3k"). */
export function formatValue(
  value: number | null | undefined,
  format: ValueFormat,
  locale: Locale,
  compact = false,
  digits?: number,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  switch (format.kind) {
    case "rating":
      return formatNumber(value, locale, digits ?? 1);
    case "percent":
      return `${formatNumber(value, locale, digits ?? (compact ? 0 : 1))}%`;
    case "currency":
      return compact
        ? formatCurrency(value, format.currency, locale, formatCompact)
        : formatCurrency(value, format.currency, locale);
    default:
      return compact ? formatCompact(value) : formatNumber(value, locale, digits ?? 1);
  }
}

const FULL_DIGITS: Record<ValueFormat["kind"], number | undefined> = {
  rating: 1,
  percent: 1,
  number: 1,
  currency: undefined,
};

/** Two decimals where one would show both alike ("3.62" and "3.57", not "3.6" twice), full figures
 * where k or m would. The page and the PDF write pairs by it. */
export function formatPair(
  value: number | null | undefined,
  previous: number | null | undefined,
  format: ValueFormat,
  locale: Locale,
  compact = false,
): { value: string; previous: string } {
  const write = (n: number | null | undefined, short: boolean, digits?: number) =>
    formatValue(n, format, locale, short, digits);
  const plain = { value: write(value, compact), previous: write(previous, compact) };
  if (value == null || previous == null || value === previous || plain.value !== plain.previous)
    return plain;
  const base = FULL_DIGITS[format.kind];
  const digits = base === undefined ? undefined : visibleDigits(value, previous, base);
  return { value: write(value, false, digits), previous: write(previous, false, digits) };
}

export function deltaPercent(current: number, previous: number | null | undefined): number | null {
  if (previous === null || previous === undefined || !Number.isFinite(previous)) return null;
  if (previous === 0) return current === 0 ? 0 : null;
  return ((current - previous) / Math.abs(previous)) * 100;
}

/** The change rounded as it is shown: one decimal, two where one would read 0 ("+0.04%"). */
export function roundDelta(percent: number): number {
  const digits = visibleDigits(percent, 0, 1);
  return Math.round(percent * 10 ** digits) / 10 ** digits;
}

export function formatDelta(percent: number, locale: Locale): string {
  const rounded = roundDelta(percent);
  const sign = rounded > 0 ? "+" : rounded < 0 ? "-" : "";
  return `${sign}${formatNumber(Math.abs(rounded), locale, 2)}%`;
}

/** The compared range's numbers before this day are missing or partial: the report says "no data
 * before" instead of a change. */
export function comparisonGap(
  compareRange: { from: string } | null | undefined,
  dataFrom: string | null | undefined,
): string | null {
  if (!compareRange || !dataFrom) return null;
  return compareRange.from < dataFrom ? dataFrom : null;
}

export type SeriesPoint = { day: string; value: number };

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
