import type { DayOfWeek, TimePeriod } from "@/lib/maps/types";
import type { FieldViolation } from "../http";
import { dayNumber, isFullDate, isPlainObject, isTimeOfDay, minutesOf } from "./values";

const DAYS: readonly DayOfWeek[] = [
  "MONDAY",
  "TUESDAY",
  "WEDNESDAY",
  "THURSDAY",
  "FRIDAY",
  "SATURDAY",
  "SUNDAY",
];
const DAY = 1440;
const WEEK = 7 * DAY;
const MAX_PERIODS = 100;
/** A special period may run past midnight until 11:59 of the next day. */
const NEXT_DAY_LATEST_CLOSE = 11 * 60 + 59;

type Span = { start: number; end: number };

function overlaps(a: Span, b: Span, cycle: number): boolean {
  return [-cycle, 0, cycle].some((shift) => a.start < b.end + shift && b.start + shift < a.end);
}

/** None overlapping another. */
export function checkPeriods(raw: unknown, at: string): FieldViolation[] {
  if (!Array.isArray(raw) || raw.length === 0)
    return [{ field: at, description: "At least one period" }];
  if (raw.length > MAX_PERIODS) return [{ field: at, description: "Too many periods" }];
  const problems: FieldViolation[] = [];
  const spans: (Span | null)[] = raw.map((value: unknown, i) => {
    const field = `${at}[${i}]`;
    const period = (isPlainObject(value) ? value : {}) as Partial<TimePeriod>;
    const open = DAYS.indexOf(period.openDay as DayOfWeek);
    const close = DAYS.indexOf(period.closeDay as DayOfWeek);
    if (open < 0 || close < 0) {
      problems.push({ field, description: "openDay and closeDay must be days of the week" });
      return null;
    }
    if (!isTimeOfDay(period.openTime) || !isTimeOfDay(period.closeTime)) {
      problems.push({
        field,
        description: "openTime and closeTime must be times from 00:00 to 24:00",
      });
      return null;
    }
    const start = open * DAY + minutesOf(period.openTime);
    let end = close * DAY + minutesOf(period.closeTime);
    if (end <= start) end += close === open ? 0 : WEEK;
    if (end <= start) {
      problems.push({ field, description: "closeTime must be after openTime" });
      return null;
    }
    return { start, end };
  });
  spans.forEach((a, i) => {
    for (let j = 0; j < i; j++) {
      const b = spans[j];
      if (a && b && overlaps(a, b, WEEK))
        problems.push({ field: `${at}[${i}]`, description: `Overlaps ${at}[${j}]` });
    }
  });
  return problems;
}

export function checkSpecialPeriods(raw: unknown, at: string): FieldViolation[] {
  if (!Array.isArray(raw)) return [{ field: at, description: "Must be a list" }];
  if (raw.length > MAX_PERIODS) return [{ field: at, description: "Too many periods" }];
  const problems: FieldViolation[] = [];
  const spans: (Span | null)[] = raw.map((value: unknown, i) => {
    const field = `${at}[${i}]`;
    const period = isPlainObject(value) ? value : {};
    if (!isFullDate(period.startDate)) {
      problems.push({ field: `${field}.startDate`, description: "Must be a full, real date" });
      return null;
    }
    const first = dayNumber(period.startDate);
    const endDate = period.endDate ?? period.startDate;
    if (!isFullDate(endDate)) {
      problems.push({ field: `${field}.endDate`, description: "Must be a full, real date" });
      return null;
    }
    const spanDays = dayNumber(endDate) - first;
    if (spanDays < 0 || spanDays > 1) {
      problems.push({
        field: `${field}.endDate`,
        description: "Must be startDate or the day after it",
      });
      return null;
    }
    if (period.closed === true) return { start: first * DAY, end: (first + 1) * DAY };
    if (!isTimeOfDay(period.openTime) || !isTimeOfDay(period.closeTime)) {
      problems.push({ field, description: "openTime and closeTime are required unless closed" });
      return null;
    }
    const start = first * DAY + minutesOf(period.openTime);
    const end = (first + spanDays) * DAY + minutesOf(period.closeTime);
    if (end <= start || end - start >= DAY) {
      problems.push({ field, description: "Must close after it opens, within 24 hours" });
      return null;
    }
    if (spanDays === 1 && minutesOf(period.closeTime) > NEXT_DAY_LATEST_CLOSE) {
      problems.push({ field: `${field}.closeTime`, description: "Must be 11:59 or earlier" });
      return null;
    }
    return { start, end };
  });
  spans.forEach((a, i) => {
    for (let j = 0; j < i; j++) {
      const b = spans[j];
      if (a && b && overlaps(a, b, 0))
        problems.push({ field: `${at}[${i}]`, description: `Clashes with ${at}[${j}]` });
    }
  });
  return problems;
}
