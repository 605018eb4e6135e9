// Pure: a report's days and the days it is compared with, in the tenant's calendar.
import { isoDay, type DayRange } from "@/lib/insights/period";
import { isDay } from "@/lib/reviews/day-range";
import type { ReportComparison } from "@/lib/graphql/generated/resolvers";
import { refuse } from "./errors";

/** A year and a leap day: a year's report plus one day is still accepted. */
export const MAX_REPORT_DAYS = 366;
const DAY_MS = 86_400_000;

const epochDay = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const fromEpochDay = (n: number) => isoDay(new Date(n * DAY_MS));

export function addDays(day: string, days: number): string {
  return fromEpochDay(epochDay(day) + days);
}

export function dayCount(range: DayRange): number {
  return epochDay(range.end) - epochDay(range.start) + 1;
}

export function daysOf(range: DayRange): string[] {
  const first = epochDay(range.start);
  return Array.from({ length: dayCount(range) }, (_, i) => fromEpochDay(first + i));
}

/** Not after `today`: the tenant's today, as its reviews of the day already count. */
export function parseDateRange(input: { from: string; to: string }, today: string): DayRange {
  if (!isDay(input.from)) refuse("range.from", "invalidDay");
  if (!isDay(input.to)) refuse("range.to", "invalidDay");
  if (input.from > input.to) refuse("range.from", "rangeOrder");
  if (input.to > today) refuse("range.to", "rangeInFuture");
  const range = { start: input.from, end: input.to };
  if (dayCount(range) > MAX_REPORT_DAYS) refuse("range", "rangeTooLong");
  return range;
}

/** The same calendar day one year earlier (29 February becomes 28 February). */
function yearBefore(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  const last = new Date(Date.UTC(y - 1, m, 0)).getUTCDate();
  return `${y - 1}-${String(m).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/** PREVIOUS_PERIOD (the default) is as many days just before it. */
export function compareRange(
  range: DayRange,
  compareTo: ReportComparison = "PREVIOUS_PERIOD",
): DayRange | null {
  if (compareTo === "NONE") return null;
  if (compareTo === "PREVIOUS_YEAR") {
    return { start: yearBefore(range.start), end: yearBefore(range.end) };
  }
  const end = addDays(range.start, -1);
  return { start: addDays(end, 1 - dayCount(range)), end };
}

export function toDateRange(range: DayRange): { from: string; to: string } {
  return { from: range.start, to: range.end };
}

/** Series of ranges over this many days are bucketed by week instead of by day. */
export const WEEKLY_BUCKETS_AFTER_DAYS = 120;

/** The first day of the bucket `day` falls in: itself, or the start of its 7-day block. */
export function bucketStart(range: DayRange, day: string): string {
  if (dayCount(range) <= WEEKLY_BUCKETS_AFTER_DAYS) return day;
  const offset = epochDay(day) - epochDay(range.start);
  return addDays(range.start, offset - (offset % 7));
}

export function bucketStarts(range: DayRange): string[] {
  const days = daysOf(range);
  return dayCount(range) <= WEEKLY_BUCKETS_AFTER_DAYS ? days : days.filter((_, i) => i % 7 === 0);
}
