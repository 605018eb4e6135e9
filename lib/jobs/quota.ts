import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { mapsQuotas } from "@/lib/db/schema";

/**
 * One counter to take a unit from: `limit` units per `windowMs`. A sliding claim never lets more
 * than `limit` units into any stretch of `windowMs`, wherever the service starts its own window;
 * a fixed claim counts per epoch-aligned window (fine for a daily total).
 */
export type QuotaClaim = { key: string; limit: number; windowMs: number; sliding?: boolean };

/**
 * A sliding window is widened by this much: the service counts a call when it arrives, a little
 * after the unit was taken here, so units at the edges of a window must not crowd into the next.
 */
const ARRIVAL_MARGIN = (windowMs: number) => Math.ceil(windowMs * 0.02) + 50;

class QuotaSpent extends Error {
  constructor(readonly retryAt: Date) {
    super("quota spent");
  }
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function takeSliding(tx: Tx, claim: QuotaClaim, now: number): Promise<void> {
  const width = claim.windowMs + ARRIVAL_MARGIN(claim.windowMs);
  const since = new Date(now - width).toISOString();
  const at = new Date(now).toISOString();
  await tx
    .insert(mapsQuotas)
    .values({ key: claim.key, windowStart: new Date(now), used: 0 })
    .onConflictDoNothing();
  const recent = sql`array(select t from unnest(${mapsQuotas.takenAt}) as t where t > ${since}::timestamptz)`;
  const taken = await tx
    .update(mapsQuotas)
    .set({ takenAt: sql`${recent} || ${at}::timestamptz`, used: sql`cardinality(${recent}) + 1` })
    .where(sql`${mapsQuotas.key} = ${claim.key} and cardinality(${recent}) < ${claim.limit}`)
    .returning({ used: mapsQuotas.used });
  if (taken.length > 0) return;
  const [row] = await tx
    .select({
      oldest: sql<string>`(select min(t) from unnest(${mapsQuotas.takenAt}) as t where t > ${since}::timestamptz)`,
    })
    .from(mapsQuotas)
    .where(eq(mapsQuotas.key, claim.key));
  throw new QuotaSpent(new Date(new Date(row!.oldest).getTime() + width));
}

async function takeFixed(tx: Tx, claim: QuotaClaim, now: number): Promise<void> {
  const start = new Date(Math.floor(now / claim.windowMs) * claim.windowMs);
  const taken = await tx
    .insert(mapsQuotas)
    .values({ key: claim.key, windowStart: start, used: 1 })
    .onConflictDoUpdate({
      target: mapsQuotas.key,
      set: {
        used: sql`case when ${mapsQuotas.windowStart} < excluded.window_start then 1 else ${mapsQuotas.used} + 1 end`,
        windowStart: sql`greatest(${mapsQuotas.windowStart}, excluded.window_start)`,
      },
      setWhere: sql`${mapsQuotas.windowStart} < excluded.window_start or ${mapsQuotas.used} < ${claim.limit}`,
    })
    .returning({ used: mapsQuotas.used });
  if (taken.length === 0) throw new QuotaSpent(new Date(start.getTime() + claim.windowMs));
}

/**
 * Takes one unit from every counter, all or none, in the database so every worker shares them.
 * Returns null when taken, else when the first spent counter has room again.
 */
export async function acquireQuotas(
  db: Db,
  claims: QuotaClaim[],
  now = Date.now(),
): Promise<Date | null> {
  try {
    await db.transaction(async (tx) => {
      for (const claim of claims) await (claim.sliding ? takeSliding : takeFixed)(tx, claim, now);
    });
    return null;
  } catch (error) {
    if (error instanceof QuotaSpent) return error.retryAt;
    throw error;
  }
}
