// Spec §5's marketing-data dates, read by the new-job form's schema and by the server alike.

/** The to date is at least this many days after the from date. */
export const MIN_EXTRACT_DAYS = 3;

const DAY_MS = 86_400_000;

function utcDay(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

function iso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The days a job may read: from 1 January of the current year to the last day of the month before
 * the current one (only closed months of this year). Null in January: no month is closed yet.
 */
export function allowedExtractRange(now: Date = new Date()): { min: string; max: string } | null {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  if (month === 0) return null;
  return { min: `${year}-01-01`, max: iso(Date.UTC(year, month, 1) - DAY_MS) };
}

/** Why a range is refused (a message key), or null when it is allowed. */
export function extractRangeError(
  from: string,
  to: string,
  now: Date = new Date(),
): "DATE_OUT_OF_RANGE" | "DATE_TO_TOO_CLOSE" | null {
  const allowed = allowedExtractRange(now);
  if (!allowed) return "DATE_OUT_OF_RANGE";
  for (const day of [from, to])
    if (day < allowed.min || day > allowed.max) return "DATE_OUT_OF_RANGE";
  if (utcDay(to) - utcDay(from) < MIN_EXTRACT_DAYS * DAY_MS) return "DATE_TO_TOO_CLOSE";
  return null;
}
