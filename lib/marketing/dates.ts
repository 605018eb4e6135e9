/** The to date is at least this many days after the from date. */
export const MIN_EXTRACT_DAYS = 3;

const DAY_MS = 86_400_000;

function utcDay(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

function iso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Only closed months of this year; null in January. */
export function allowedExtractRange(now: Date = new Date()): { min: string; max: string } | null {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  if (month === 0) return null;
  return { min: `${year}-01-01`, max: iso(Date.UTC(year, month, 1) - DAY_MS) };
}

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
