import "server-only";
import { and, eq, gt, gte, lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { rateLimits } from "@/lib/db/schema";
import { LOGIN_KNOWN_ADDRESS_SECONDS, LOGIN_LIMITS, type RateLimitRule } from "./login-limits";

export { LOGIN_LIMITS, type RateLimitRule };

// The user's id, so their user name and email share one counter; else the normalised name, so
// names no one has are limited too.
export function loginSubject(userId: string | null, name: string): string {
  return userId ? `user:${userId}` : `name:${name.normalize("NFKC").trim().toLowerCase()}`;
}

export function accountKey(subject: string): string {
  return `login:account:${subject}`;
}

export function ipKey(ip: string): string {
  return `login:ip:${ip}`;
}

// A request whose address is unknown counts as one more place.
export function pairKey(subject: string, ip: string | null): string {
  return `login:pair:${ip ?? "unknown"}:${subject}`;
}

export function knownAddressKey(userId: string, ip: string): string {
  return `login:known:${userId}:${ip}`;
}

function windowStartCutoff(rule: RateLimitRule, now: Date): Date {
  return new Date(now.getTime() - rule.windowSeconds * 1000);
}

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

// One atomic upsert, safe across instances; an expired window restarts at 1.
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

export async function rememberAddress(
  db: Db,
  userId: string,
  ip: string,
  now: Date = new Date(),
): Promise<void> {
  await db
    .insert(rateLimits)
    .values({ key: knownAddressKey(userId, ip), count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: sql`${rateLimits.count} + 1`, windowStart: now },
    });
}

export async function isKnownAddress(
  db: Db,
  userId: string,
  ip: string,
  now: Date = new Date(),
): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_KNOWN_ADDRESS_SECONDS * 1000);
  const rows = await db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, knownAddressKey(userId, ip)), gt(rateLimits.windowStart, since)))
    .limit(1);
  return rows.length > 0;
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
