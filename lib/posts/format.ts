import { formatDate } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/config";
import { fromWallTime, toWallTime } from "./time";

// Posts are planned on the tenant's clock (postSettings.timeZone), whoever reads them: a time is
// shown in that zone, never the browser's, so the list, the calendar and the form agree.

export function formatPostTime(instant: string | Date, locale: Locale, timeZone: string): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return "";
  return `${formatDate(date, locale, timeZone)} ${toWallTime(date, timeZone).slice(11)}`;
}

export const dayIn = (instant: string | Date, timeZone: string) =>
  toWallTime(instant instanceof Date ? instant : new Date(instant), timeZone).slice(0, 10);

export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** From the first day's midnight to the last instant of the last day, as the posts filter takes. */
export function dayRange(from: string | null, to: string | null, timeZone: string) {
  return {
    from: from ? fromWallTime(`${from}T00:00`, timeZone).toISOString() : null,
    to: to
      ? new Date(fromWallTime(`${addDays(to, 1)}T00:00`, timeZone).getTime() - 1).toISOString()
      : null,
  };
}
