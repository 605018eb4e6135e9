// "The user's day" of the inbox's date filter: a calendar day in an IANA time zone, as the instant
// it starts. Intl does the zone arithmetic, so the browser and the server agree without a library.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

export function isTimeZone(name: string): boolean {
  try {
    formatterOf(name);
    return true;
  } catch {
    return false;
  }
}

export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function offsetAt(timeZone: string, instant: number): number {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** `addDays` 1 gives the exclusive end of `day`. Checked twice so a day that starts on an offset
 * change (a DST switch at midnight) still lands on its first instant. */
export function dayStart(day: string, timeZone: string, addDays = 0): Date {
  const [y, m, d] = day.split("-").map(Number);
  const wallMidnight = Date.UTC(y, m - 1, d + addDays);
  let instant = wallMidnight - offsetAt(timeZone, wallMidnight);
  const corrected = wallMidnight - offsetAt(timeZone, instant);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}
