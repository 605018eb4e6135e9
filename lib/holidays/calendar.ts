// Dates as "YYYY-MM-DD" strings, counted in UTC days: a holiday is a calendar day, not an instant.

const DAY_MS = 86_400_000;

export function isoDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

export function dayNumber(date: string): number {
  const [year, month, day] = date.split("-").map(Number);
  return Math.round(Date.UTC(year!, month! - 1, day!) / DAY_MS);
}

export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(date: string): number {
  return new Date(dayNumber(date) * DAY_MS).getUTCDay();
}

/** A real calendar date written as YYYY-MM-DD. */
export function isRealDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const [year, month, day] = date.split("-").map(Number);
  return isoDate(year!, month!, day!) === date;
}

/** Easter Sunday of the Gregorian calendar (the anonymous algorithm, "Meeus/Jones/Butcher"). */
export function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/** The nth (1-based) given weekday of a month; n = -1 is the month's last. */
export function nthWeekday(year: number, month: number, wday: number, n: number): string {
  if (n > 0) {
    const first = isoDate(year, month, 1);
    return addDays(first, ((wday - weekday(first) + 7) % 7) + (n - 1) * 7);
  }
  const last = addDays(isoDate(month === 12 ? year + 1 : year, (month % 12) + 1, 1), -1);
  return addDays(last, -((weekday(last) - wday + 7) % 7));
}

/** The first date on or after `date` that falls on `wday`. */
export function onOrAfter(date: string, wday: number): string {
  return addDays(date, (wday - weekday(date) + 7) % 7);
}
