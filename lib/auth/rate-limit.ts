import "server-only";
import { and, eq, gt, gte, lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { rateLimits } from "@/lib/db/schema";
import { LOGIN_LIMITS, type RateLimitRule } from "./login-limits";

export { LOGIN_LIMITS, type RateLimitRule };

export function accountKey(user: string): string {
  return `login:account:${user.trim().toLowerCase()}`;
}

export function ipKey(ip: string): string {
  return `login:ip:${ip}`;
}

/** One account from one address; a request whose address is unknown counts as one more place. */
export function pairKey(user: string, ip: string | null): string {
  return `login:pair:${ip ?? "unknown"}:${user.trim().toLowerCase()}`;
}

function windowStartCutoff(rule: RateLimitRule, now: Date): Date {
  return new Date(now.getTime() - rule.windowSeconds * 1000);
}

/** True when `key` already used up its failures in the current window. */
export async function isRateLimited(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now: Date = new Date(),
): Promise<boolean> {
  const rows = await db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, key),
        gt(rateLimits.windowStart, windowStartCutoff(rule, now)),
        gte(rateLimits.count, rule.limit),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Counts one failure with a single atomic upsert (safe under concurrent requests on any number of
 * instances): a window that has run out restarts at 1. Returns the count in the current window.
 */
export async function recordFailure(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = windowStartCutoff(rule, now).toISOString();
  const expired = sql`${rateLimits.windowStart} <= ${cutoff}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count });
  return row.count;
}

/** Forgets a key's failures (an account after its own successful sign-in; never an IP). */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Removes counters whose window ended long ago, so guessed user names do not pile up. */
export async function pruneRateLimits(
  db: Db,
  olderThanSeconds: number,
  now: Date = new Date(),
): Promise<void> {
  await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now.getTime() - olderThanSeconds * 1000)));
}
