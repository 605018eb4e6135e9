import "server-only";
import { recordFailure, type RateLimitRule } from "@/lib/auth/rate-limit";
import type { Db } from "@/lib/db/client";

/** The UI sends a handful per page view. */
export const EVENTS_RATE_LIMIT: RateLimitRule = { limit: 60, windowSeconds: 60 };

// The same fixed-window upsert the sign-in limiter uses.
export async function allowEvent(db: Db, userId: string, now: Date = new Date()): Promise<boolean> {
  const count = await recordFailure(db, `events:user:${userId}`, EVENTS_RATE_LIMIT, now);
  return count <= EVENTS_RATE_LIMIT.limit;
}
