import type { MapsApiFamily } from "./api-families";

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

/**
 * The keys of the quota counters (lib/stores/maps-calls.ts): one API's calls of a minute, one
 * store's edits of a minute, the project's updates of a day.
 */
export const QUOTA_KEYS = {
  api: (project: string, family: MapsApiFamily) => `api:${project}:${family}`,
  storeEdits: (locationName: string) => `edit:${locationName}`,
  day: (project: string) => `day:${project}`,
};

/** The project and API of an API key (`api:<project>:<family>`); null for other keys. */
export function apiQuotaKeyParts(key: string): { project: string; family: MapsApiFamily } | null {
  if (!key.startsWith("api:")) return null;
  const last = key.lastIndexOf(":");
  return { project: key.slice(4, last), family: key.slice(last + 1) as MapsApiFamily };
}

/** The maps API a quota key counts calls of; null for a store's edits and the daily updates. */
export const quotaKeyApi = (key: string) => apiQuotaKeyParts(key)?.family ?? null;

/** Whether a quota key counts one store's edits of the minute. */
export const isStoreEditsKey = (key: string) => key.startsWith("edit:");

/** Whether a quota key counts a project's updates of the day. */
export const isDayKey = (key: string) => key.startsWith("day:");
