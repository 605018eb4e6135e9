// The simulated minute the quota suites take units of: every take passes its own clock, nothing
// sleeps.
import type { Db } from "@/lib/db/client";
import type { Lane } from "@/lib/jobs/lanes";
import { takeQuotas, type QuotaClaim } from "@/lib/jobs/quota";

export const WINDOW = 10_000;
export const LIMIT = 60;
export const T0 = Date.parse("2026-11-29T00:00:00Z");

/** One project API's minute, shared by every tenant. */
export const apiClaim = (key: string): QuotaClaim => ({
  key,
  limit: LIMIT,
  windowMs: WINDOW,
  sliding: true,
  shared: true,
});

/** One unit of `key` for a tenant's lane at `now`; null when taken, else the refusal. */
export const takeUnit = (db: Db, key: string, tenantId: string, lane: Lane, now: number) =>
  takeQuotas(db, [apiClaim(key)], { tenantId, lane }, now);
