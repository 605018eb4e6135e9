// Isomorphic and zod-free: the rule for a tenant's daily cap of maps updates, read by the admin
// form's rules and by the resolver.
import { MAPS_QUOTAS } from "./quotas";

/** The least and most a tenant's daily cap may be: no cap above the project's own day. */
export const DAILY_CAP_RANGE = { min: 1, max: MAPS_QUOTAS.updatesPerDay } as const;

/** Why a cap is refused, as the message keys of admin.quotas.capErrors name it. */
export type DailyCapError = "whole" | "range";

/** Null when `cap` may be a tenant's daily cap, else why not. */
export function dailyCapError(cap: number): DailyCapError | null {
  if (!Number.isInteger(cap)) return "whole";
  return cap < DAILY_CAP_RANGE.min || cap > DAILY_CAP_RANGE.max ? "range" : null;
}
