// Isomorphic and zod-free: the rule for a tenant's daily cap of maps updates, read by the admin
// form's rules and by the resolver.
import { MAPS_QUOTAS } from "./quotas";

/** The least a tenant's daily cap may be. */
export const DAILY_CAP_MIN = 1;

/** The range of a tenant's daily cap: no cap above its project's own day of updates. */
export function dailyCapRange(projectUpdatesPerDay: number = MAPS_QUOTAS.updatesPerDay) {
  return { min: DAILY_CAP_MIN, max: projectUpdatesPerDay };
}

/** Why a cap is refused, as the message keys of admin.quotas.capErrors name it. */
export type DailyCapError = "whole" | "range";

/** Null when `cap` may be the daily cap of a tenant whose project allows that many a day. */
export function dailyCapError(
  cap: number,
  projectUpdatesPerDay: number = MAPS_QUOTAS.updatesPerDay,
): DailyCapError | null {
  if (!Number.isInteger(cap)) return "whole";
  const { min, max } = dailyCapRange(projectUpdatesPerDay);
  return cap < min || cap > max ? "range" : null;
}
