import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { mapsQuotas } from "@/lib/db/schema";

/** One counter to take a unit from: `limit` units per window of `windowMs`, windows aligned. */
export type QuotaClaim = { key: string; limit: number; windowMs: number };

class QuotaSpent extends Error {
  constructor(readonly retryAt: Date) {
    super("quota spent");
  }
}

function windowStart(now: number, windowMs: number): Date {
  return new Date(Math.floor(now / windowMs) * windowMs);
}

/**
 * Takes one unit from every counter, all or none, in the database so every worker shares them.
 * Windows are aligned to the epoch, as the service's are, so a renewed counter here is renewed
 * there too. Returns null when taken, else when the first spent counter renews.
 */
export async function acquireQuotas(
  db: Db,
  claims: QuotaClaim[],
  now = Date.now(),
): Promise<Date | null> {
  try {
    await db.transaction(async (tx) => {
      for (const claim of claims) {
        const start = windowStart(now, claim.windowMs);
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
    });
    return null;
  } catch (error) {
    if (error instanceof QuotaSpent) return error.retryAt;
    throw error;
  }
}
