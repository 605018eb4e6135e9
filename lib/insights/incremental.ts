import type { DayRange } from "./period";

const DAY_MS = 86_400_000;

/** The maps service corrects its last few days late: a sync reads them again. */
export const LATE_CORRECTION_DAYS = 3;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const ms2day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return ms2day(dayMs(day) + days * DAY_MS);
}

export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7));
  while (year * 12 + month <= last) {
    months.push(`${year}-${String(month).padStart(2, "0")}-01`);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

// From the last stored day less the late-correction days, never before the period's start.
export function incrementalDays(lastDay: string | null, period: DayRange): DayRange | null {
  const from = lastDay ? addDays(lastDay, -LATE_CORRECTION_DAYS) : period.start;
  const start = from > period.start ? from : period.start;
  return start <= period.end ? { start, end: period.end } : null;
}

// The last stored month is read again: the service still adds to it.
export function incrementalMonths(
  lastMonth: string | null,
  period: DayRange,
  currentMonth: string,
): string[] {
  const first = monthStart(period.start);
  const from = lastMonth && lastMonth > first ? monthStart(lastMonth) : first;
  return monthsBetween(from, monthStart(currentMonth));
}

export function splitDayRange(range: DayRange, maxDays: number): DayRange[] {
  const pieces: DayRange[] = [];
  for (let start = range.start; start <= range.end; start = addDays(start, maxDays)) {
    const end = addDays(start, maxDays - 1);
    pieces.push({ start, end: end < range.end ? end : range.end });
  }
  return pieces;
}
