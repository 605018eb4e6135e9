import type { Lane } from "./lanes";

// How the shared maps quotas are split: between lanes (a user waiting goes first) and, within a
// lane, between the tenants that want units at the same time. Pure: lib/jobs/quota.ts counts.

export const QUOTA_POLICY = {
  /** Part of each minute only interactive calls may use, so a user's edit never waits behind bulk. */
  interactiveReserve: 0.1,
  /** The most of a minute background work (syncs, metrics, imports) may use. */
  backgroundShare: 0.6,
  /** A tenant that took a unit within this part of the window still contends for the next. */
  recentPart: 0.1,
  /**
   * A tenant held to its share asks again after this part of the window: its share grows as soon
   * as the others take, so a long wait would leave units unused.
   */
  shareRetryPart: 0.02,
  /** A tenant's weight when none is set. */
  defaultWeight: 1,
} as const;

export type QuotaPolicySettings = { interactiveReserve: number; backgroundShare: number };

/** Why a unit was refused, for the job page ("sharing the reviews API with 3 other tenants"). */
export type QuotaWaitReason = {
  kind: "api" | "share" | "lane" | "tenantDay" | "projectDay";
  key: string;
  /** How many other tenants contend for the same units. */
  sharingWith: number;
};

/** What the window of a per-minute counter holds, seen from the tenant asking. */
export type MinuteUse = {
  limit: number;
  /** Units in the window, every lane and tenant. */
  used: number;
  backgroundUsed: number;
  /** Units of the asking lane. */
  laneUsed: number;
  /** Units of the asking tenant in the asking lane. */
  tenantUsed: number;
  lane: Lane;
  weight: number;
  /** Weights of the other tenants contending in this lane. */
  others: number[];
};

/** The most units of the window a lane may leave used after taking one. */
export function laneCeiling(lane: Lane, limit: number, settings: QuotaPolicySettings): number {
  const belowReserve = limit - Math.ceil(limit * settings.interactiveReserve);
  if (lane === "interactive") return limit;
  if (lane === "bulk") return belowReserve;
  return Math.min(belowReserve, Math.floor(limit * settings.backgroundShare));
}

/**
 * Whether a tenant already holds its part of what its lane used: with others contending it may
 * hold up to weight / (sum of weights) of the lane's units; alone, anything. A tenant holding
 * nothing is always under its part, so a newcomer gets the next free unit.
 */
function overShare(tenantUsed: number, laneUsed: number, weight: number, others: number[]) {
  if (others.length === 0) return false;
  const total = weight + others.reduce((sum, w) => sum + w, 0);
  return tenantUsed > 0 && tenantUsed >= (weight / total) * (laneUsed + 1);
}

/** Null when the asking tenant may take a unit of a per-minute counter, else why not. */
export function decideMinute(
  use: MinuteUse,
  settings: QuotaPolicySettings = QUOTA_POLICY,
): Omit<QuotaWaitReason, "key"> | null {
  const sharingWith = use.others.length;
  if (use.used >= use.limit) return { kind: "api", sharingWith };
  if (use.used >= laneCeiling(use.lane, use.limit, settings)) return { kind: "lane", sharingWith };
  if (
    use.lane === "background" &&
    use.backgroundUsed >= Math.floor(use.limit * settings.backgroundShare)
  )
    return { kind: "lane", sharingWith };
  if (overShare(use.tenantUsed, use.laneUsed, use.weight, use.others))
    return { kind: "share", sharingWith };
  return null;
}

/** What the current day of a daily counter holds, seen from the tenant asking. */
export type DayUse = {
  limit: number;
  used: number;
  tenantUsed: number;
  /** The tenant's own daily cap; null for none. */
  tenantCap: number | null;
  weight: number;
  /** Weights of the other tenants waiting for units of this day. */
  others: number[];
};

/** Null when the asking tenant may take a unit of a daily counter, else why not. */
export function decideDay(use: DayUse): Omit<QuotaWaitReason, "key"> | null {
  const sharingWith = use.others.length;
  if (use.used >= use.limit) return { kind: "projectDay", sharingWith };
  if (use.tenantCap !== null && use.tenantUsed >= use.tenantCap)
    return { kind: "tenantDay", sharingWith };
  if (overShare(use.tenantUsed, use.used, use.weight, use.others))
    return { kind: "share", sharingWith };
  return null;
}
