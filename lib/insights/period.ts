import { SYNC_MONTHS } from "@/lib/constants";
import type { GoogleDate } from "@/lib/maps/types";

export type DayRange = { start: string; end: string };

const DAY_MS = 86_400_000;

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function toGoogleDate(day: string): GoogleDate {
  const [year, month, date] = day.split("-").map(Number);
  return { year: year!, month: month!, day: date! };
}

export function fromGoogleDate({ year, month, day }: GoogleDate): string {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

// Up to yesterday: today's numbers are not final at the maps service yet.
export function metricsImportRange(now: Date, months: number = SYNC_MONTHS.qaAndMetrics): DayRange {
  const end = new Date(now.getTime() - DAY_MS);
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - months);
  return { start: isoDay(start), end: isoDay(end) };
}

// The imported window's later half against its earlier half, both the same number of days.
export function comparisonRanges(range: DayRange): { current: DayRange; previous: DayRange } {
  const start = Date.parse(`${range.start}T00:00:00Z`);
  const end = Date.parse(`${range.end}T00:00:00Z`);
  const days = Math.floor((end - start) / DAY_MS) + 1;
  const half = Math.floor(days / 2);
  const currentStart = end - (half - 1) * DAY_MS;
  const previousEnd = currentStart - DAY_MS;
  const previousStart = previousEnd - (half - 1) * DAY_MS;
  return {
    current: { start: isoDay(new Date(currentStart)), end: range.end },
    previous: { start: isoDay(new Date(previousStart)), end: isoDay(new Date(previousEnd)) },
  };
}
