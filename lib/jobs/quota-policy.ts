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

/**
 * Another tenant wanting units of the same counter: its weight, what it holds of them, and
 * whether it was refused and waits (a tenant that only took lately got all it asked for).
 */
export type Contender = { weight: number; used: number; waiting: boolean };

/** What the window of a per-minute counter holds, seen from the tenant asking. */
export type MinuteUse = {
  limit: number;
  /** Units in the window, every lane and tenant. */
  used: number;
  backgroundUsed: number;
  /** Units of the asking tenant in the asking lane. */
  tenantUsed: number;
  lane: Lane;
  weight: number;
  /** The other tenants contending in this lane, with their units of it in the window. */
  others: Contender[];
};

/** The most units of the window a lane may leave used after taking one. */
export function laneCeiling(lane: Lane, limit: number, settings: QuotaPolicySettings): number {
  const belowReserve = limit - Math.ceil(limit * settings.interactiveReserve);
  if (lane === "interactive") return limit;
  if (lane === "bulk") return belowReserve;
  return Math.min(belowReserve, Math.floor(limit * settings.backgroundShare));
}

/**
 * Whether a unit of a lane's window would take from what the other contending tenants are owed.
 * Each tenant's part is weight / (sum of weights) of what the lane may use in the window. A tenant
 * within its part always takes. Beyond it, it takes only from room that leaves free the unmet
 * parts of the tenants refused and waiting, and, for those served whenever they asked, room for
 * their pace (their units of the window's recent part). So a tenant that asks for less than its
 * part (a slow sync beside a busy one) is served at once without the lane standing idle for it.
 * A tenant holding nothing is under its part: a newcomer gets the next free unit.
 */
function overShare(
  use: Pick<MinuteUse, "tenantUsed" | "weight" | "others">,
  capacity: number,
  room: number,
) {
  if (use.others.length === 0 || use.tenantUsed === 0) return false;
  const total = use.weight + use.others.reduce((sum, other) => sum + other.weight, 0);
  if (use.tenantUsed + 1 <= (use.weight / total) * capacity) return false;
  const owed = use.others.reduce((sum, other) => {
    const unmet = Math.max(0, (other.weight / total) * capacity - other.used);
    // One served whenever it asked keeps room for its pace: what it takes in the recent part.
    const pace = Math.ceil(other.used * QUOTA_POLICY.recentPart);
    const keep = other.waiting ? unmet : Math.min(unmet, pace);
    return sum + keep;
  }, 0);
  return room - 1 < owed;
}

/**
 * The day's share among tenants waiting for its units: a tenant may hold up to weight / (sum of
 * weights) of what the day used so far.
 */
function overDayShare(tenantUsed: number, used: number, weight: number, others: number[]) {
  if (others.length === 0) return false;
  const total = weight + others.reduce((sum, w) => sum + w, 0);
  return tenantUsed > 0 && tenantUsed >= (weight / total) * (used + 1);
}

/** Null when the asking tenant may take a unit of a per-minute counter, else why not. */
export function decideMinute(
  use: MinuteUse,
  settings: QuotaPolicySettings = QUOTA_POLICY,
): Omit<QuotaWaitReason, "key"> | null {
  const sharingWith = use.others.length;
  if (use.used >= use.limit) return { kind: "api", sharingWith };
  const ceiling = laneCeiling(use.lane, use.limit, settings);
  if (use.used >= ceiling) return { kind: "lane", sharingWith };
  const background = Math.floor(use.limit * settings.backgroundShare);
  if (use.lane === "background" && use.backgroundUsed >= background)
    return { kind: "lane", sharingWith };
  const room =
    use.lane === "background"
      ? Math.min(ceiling - use.used, background - use.backgroundUsed)
      : ceiling - use.used;
  if (overShare(use, ceiling, room)) return { kind: "share", sharingWith };
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
  if (overDayShare(use.tenantUsed, use.used, use.weight, use.others))
    return { kind: "share", sharingWith };
  return null;
}
