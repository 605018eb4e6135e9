// With Intl only, no library.

/** "YYYY-MM-DDTHH:mm" of a wall clock. */
export type WallTime = string;

export const QUARTER_HOUR_MS = 15 * 60_000;
const WALL = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    formats.set(timeZone, format);
  }
  return format;
}

export function isTimeZone(timeZone: string): boolean {
  try {
    formatOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

export function isWallTime(value: string): boolean {
  const match = WALL.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

export function toWallTime(instant: Date, timeZone: string): WallTime {
  const parts = Object.fromEntries(
    formatOf(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

function wallAsUtc(wall: WallTime): number {
  const [, y, m, d, h, min] = WALL.exec(wall)!.map(Number);
  return Date.UTC(y!, m! - 1, d!, h!, min!);
}

/** The instant `wall` names in `timeZone` (in a skipped hour, the hour after). */
export function fromWallTime(wall: WallTime, timeZone: string): Date {
  const guess = wallAsUtc(wall);
  const offset = wallAsUtc(toWallTime(new Date(guess), timeZone)) - guess;
  let instant = guess - offset;
  const second = wallAsUtc(toWallTime(new Date(instant), timeZone)) - instant;
  if (second !== offset) instant = guess - second;
  return new Date(instant);
}

/** The nearest quarter hour of `timeZone`'s clock (zones half an hour off UTC included). */
export function roundToQuarterHour(instant: Date, timeZone: string): Date {
  const wall = wallAsUtc(toWallTime(instant, timeZone)) + (instant.getTime() % 60_000);
  const rounded = Math.round(wall / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  return fromWallTime(new Date(rounded).toISOString().slice(0, 16), timeZone);
}

export function todayIn(timeZone: string, now = new Date()): string {
  return toWallTime(now, timeZone).slice(0, 10);
}

/** 23:59 of the last day of the current month in `timeZone`: a post's default end (spec §9). */
export function endOfMonth(timeZone: string, now = new Date()): WallTime {
  const [y, m] = todayIn(timeZone, now).split("-").map(Number);
  const last = new Date(Date.UTC(y!, m!, 0)).getUTCDate();
  return `${y}-${String(m).padStart(2, "0")}-${String(last).padStart(2, "0")}T23:59`;
}

export function addToWallTime(wall: WallTime, unit: "WEEKLY" | "MONTHLY", times: number): WallTime {
  const [, y, m, d, h, min] = WALL.exec(wall)!.map(Number);
  if (unit === "WEEKLY") {
    return new Date(Date.UTC(y!, m! - 1, d! + 7 * times, h!, min!)).toISOString().slice(0, 16);
  }
  const last = new Date(Date.UTC(y!, m! - 1 + times + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y!, m! - 1 + times, Math.min(d!, last), h!, min!))
    .toISOString()
    .slice(0, 16);
}
