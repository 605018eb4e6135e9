// ARCHITECTURE §10. Edits per minute per location cannot be raised.
export const MAPS_QUOTAS = {
  requestsPerMinute: 300,
  editsPerMinute: 10,
  updatesPerDay: 10_000,
} as const;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

type Env = Record<string, string | undefined>;

/** MAPS_QUOTA_WINDOW_MS shortens the minute (and the day in proportion) for tests and benchmarks. */
export function quotaWindows(env: Env = process.env): { minuteMs: number; dayMs: number } {
  const value = Number(env.MAPS_QUOTA_WINDOW_MS);
  const minuteMs = Number.isInteger(value) && value > 0 ? value : MINUTE_MS;
  return { minuteMs, dayMs: (DAY_MS / MINUTE_MS) * minuteMs };
}
