import { toSearchParams, type SearchParamsLike } from "@/components/data-table/url-state";
import type { Locale } from "@/lib/i18n/config";
import { addDays } from "@/lib/posts/format";
import { POST_PARAM, POST_PATH, STORE_PAGE_PARAM } from "../post-href";

// The calendar's days, from the URL (`?view=calendar&month=YYYY-MM`, a week with `&week=YYYY-MM-DD`)
// and the tenant's today. Pure: days are calendar days of the tenant's clock, "YYYY-MM-DD".

export const MONTH_PARAM = "month";
export const WEEK_PARAM = "week";
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export type CalendarRange = {
  mode: "month" | "week";
  /** The month shown ("YYYY-MM"); in week mode, the month of the week's day. */
  month: string;
  /** Every cell, whole weeks from the week's first day: the month's days and its neighbours'. */
  days: string[];
  today: string;
};

function isDay(value: string | null): value is string {
  const match = value ? DAY.exec(value) : null;
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
/** Weeks start on Sunday in English (US) and on Monday in Spanish. */
export const weekStartsOn = (locale: Locale) => (locale === "en" ? 0 : 1);
const startOfWeek = (day: string, locale: Locale) =>
  addDays(day, -((weekday(day) - weekStartsOn(locale) + 7) % 7));

function lastDayOfMonth(month: string) {
  const [y, m] = month.split("-").map(Number);
  return `${month}-${String(new Date(Date.UTC(y!, m!, 0)).getUTCDate()).padStart(2, "0")}`;
}

/** `month` ("YYYY-MM") moved by `months`. */
export function addMonths(month: string, months: number) {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1 + months, 1)).toISOString().slice(0, 7);
}

/** The days `params` asks for: a week when `week` is a day, else the month (today's by default). */
export function calendarRange(params: SearchParamsLike, today: string, locale: Locale) {
  const search = toSearchParams(params);
  const week = search.get(WEEK_PARAM);
  const monthParam = search.get(MONTH_PARAM);
  if (isDay(week)) {
    const start = startOfWeek(week, locale);
    const days = Array.from({ length: 7 }, (_, i) => addDays(start, i));
    return { mode: "week", month: week.slice(0, 7), days, today } satisfies CalendarRange;
  }
  const month = monthParam && MONTH.test(monthParam) ? monthParam : today.slice(0, 7);
  const first = startOfWeek(`${month}-01`, locale);
  const last = lastDayOfMonth(month);
  const days: string[] = [];
  for (let day = first; day <= last || days.length % 7 !== 0; day = addDays(day, 1)) days.push(day);
  return { mode: "month", month, days, today } satisfies CalendarRange;
}

/** The calendar at another month or week, the rest of the URL kept and any open detail closed. */
export function calendarHref(
  params: SearchParamsLike,
  to: { month: string; week?: string | null },
): string {
  const next = toSearchParams(params);
  next.delete(POST_PARAM);
  next.delete(STORE_PAGE_PARAM);
  next.set("view", "calendar");
  next.set(MONTH_PARAM, to.month);
  if (to.week) next.set(WEEK_PARAM, to.week);
  else next.delete(WEEK_PARAM);
  return `${POST_PATH}?${next.toString()}`;
}

/** Where previous, next, today and the other mode lead from `range`. */
export function calendarLinks(range: CalendarRange, params: SearchParamsLike) {
  const go = (to: { month: string; week?: string | null }) => calendarHref(params, to);
  const todayLink =
    range.mode === "week"
      ? go({ month: range.today.slice(0, 7), week: range.today })
      : go({ month: range.today.slice(0, 7) });
  if (range.mode === "week") {
    const [start] = range.days;
    const previous = addDays(start!, -7);
    const next = addDays(start!, 7);
    return {
      previous: go({ month: previous.slice(0, 7), week: previous }),
      next: go({ month: next.slice(0, 7), week: next }),
      today: todayLink,
      month: go({ month: range.month }),
      week: null,
    };
  }
  // A week of the month shown: today's when it is this month, else the month's first.
  const inMonth = range.today.startsWith(range.month) ? range.today : `${range.month}-01`;
  return {
    previous: go({ month: addMonths(range.month, -1) }),
    next: go({ month: addMonths(range.month, 1) }),
    today: todayLink,
    month: null,
    week: go({ month: range.month, week: inMonth }),
  };
}
