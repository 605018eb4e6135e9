import "server-only";
import { recordFailure, type RateLimitRule } from "@/lib/auth/rate-limit";
import type { Db } from "@/lib/db/client";

/** Events one user may send per minute; the UI sends a handful per page view. */
export const EVENTS_RATE_LIMIT: RateLimitRule = { limit: 60, windowSeconds: 60 };

/**
 * Counts one event of `userId` in the shared database counter (the same fixed-window upsert the
 * sign-in limiter uses for failures) and says whether it is still within the limit.
 */
export async function allowEvent(db: Db, userId: string, now: Date = new Date()): Promise<boolean> {
  const count = await recordFailure(db, `events:user:${userId}`, EVENTS_RATE_LIMIT, now);
  return count <= EVENTS_RATE_LIMIT.limit;
}
