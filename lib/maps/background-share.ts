// Isomorphic and zod-free: the rule for a maps project's background share (the most of a minute
// syncs, metrics and imports may use), read by the admin form's rules, the resolver and the quota
// store.
import { QUOTA_POLICY } from "@/lib/jobs/quota-policy";

/**
 * In percent of the minute. Below 10 % a first sync would barely move; above 90 % background work
 * would reach into the part only interactive calls may use (QUOTA_POLICY.interactiveReserve).
 */
export const BACKGROUND_SHARE_RANGE = { min: 10, max: 90 } as const;

/** A project's share while no admin has set one. */
export const DEFAULT_BACKGROUND_SHARE_PERCENT = Math.round(QUOTA_POLICY.backgroundShare * 100);

/** Why a share is refused, as the message keys of admin.quotas.shareErrors name it. */
export type BackgroundShareError = "whole" | "range";

/** Null when `percent` may be a project's background share, else why not. */
export function backgroundShareError(percent: number): BackgroundShareError | null {
  if (!Number.isInteger(percent)) return "whole";
  return percent < BACKGROUND_SHARE_RANGE.min || percent > BACKGROUND_SHARE_RANGE.max
    ? "range"
    : null;
}

/** The share (a fraction of the minute) for a stored percent: the default when absent or invalid. */
export function backgroundShareOf(storedPercent: unknown): number {
  const percent = storedPercent == null ? NaN : Number(storedPercent);
  return backgroundShareError(percent) ? QUOTA_POLICY.backgroundShare : percent / 100;
}
