import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locations, tenants, tenantUsage } from "@/lib/db/schema";
import type { FetchLike } from "@/lib/maps/client";
import { quotaUsageItem, type CostItem } from "./items";

// Counts only grow. Maps calls are counted where the tenant's maps client is built; edits and posts
// where the job engine settles an accepted item; a language model's tokens where its call returns;
// stores as the day's largest count; units of the shared maps quotas where lib/jobs/quota.ts grants
// them.

const day = (at: Date) => at.toISOString().slice(0, 10);

export async function addUsage(
  db: Db,
  {
    tenantId,
    item,
    n = 1,
    at = new Date(),
  }: { tenantId: string; item: CostItem; n?: number; at?: Date },
): Promise<void> {
  await db
    .insert(tenantUsage)
    .values({ tenantId, day: day(at), item, count: n })
    .onConflictDoUpdate({
      target: [tenantUsage.tenantId, tenantUsage.day, tenantUsage.item],
      set: { count: sql`${tenantUsage.count} + excluded.count` },
    });
}

const WRITING_KINDS: Record<string, CostItem> = {
  LOCATION_EDIT: "EDITS",
  LOCATION_CREATE: "EDITS",
  MEDIA_UPLOAD: "EDITS",
  MEDIA_DELETE: "EDITS",
  REVIEW_REPLY: "EDITS",
  REVIEW_AUTO_REPLY: "EDITS",
  QUESTION_ANSWER: "EDITS",
  FAQ_CREATE: "EDITS",
  POST_PUBLISH: "POSTS",
};

export async function countAcceptedItem(
  db: Db,
  { tenantId, kind }: { tenantId: string; kind: string },
): Promise<void> {
  const item = WRITING_KINDS[kind];
  if (item) await addUsage(db, { tenantId, item });
}

// Maps calls and quota units are counted in memory and written a moment later, so a call never
// waits for (nor fails because of) its count.
type Pending = { db: Db; counts: Map<string, number> };
const globalForUsage = globalThis as unknown as {
  storeplusUsage?: { pending: Map<Db, Pending>; timer: ReturnType<typeof setTimeout> | null };
};
const state = (globalForUsage.storeplusUsage ??= { pending: new Map(), timer: null });
const FLUSH_AFTER_MS = 1_000;

function countLater(db: Db, tenantId: string, item: string, at = new Date()): void {
  let entry = state.pending.get(db);
  if (!entry) state.pending.set(db, (entry = { db, counts: new Map() }));
  const key = `${tenantId} ${day(at)} ${item}`;
  entry.counts.set(key, (entry.counts.get(key) ?? 0) + 1);
  if (!state.timer) {
    state.timer = setTimeout(() => void flushMapsCalls(), FLUSH_AFTER_MS);
    state.timer.unref?.();
  }
}

/** Never throws: a count lost is not worth a failure. */
export async function flushMapsCalls(): Promise<void> {
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  const batches = [...state.pending.values()];
  state.pending.clear();
  for (const { db, counts } of batches) {
    const values = [...counts.entries()].map(([key, count]) => {
      const [tenantId, at, item] = key.split(" ");
      return { tenantId: tenantId!, day: at!, item: item!, count };
    });
    try {
      await db
        .insert(tenantUsage)
        .values(values)
        .onConflictDoUpdate({
          target: [tenantUsage.tenantId, tenantUsage.day, tenantUsage.item],
          set: { count: sql`${tenantUsage.count} + excluded.count` },
        });
    } catch (error) {
      console.error("maps call counts not written:", (error as Error).name);
    }
  }
}

export function countingFetch(
  db: Db,
  { tenantId, inner }: { tenantId: string; inner: FetchLike },
): FetchLike {
  return (input, init) => {
    countLater(db, tenantId, "MAPS_CALLS");
    return inner(input, init);
  };
}

/**
 * Counts the units of the shared maps quotas a tenant was granted (an API's name for one call of
 * it, "updates" for one of the day's updates) for the cost table's month. The takes themselves
 * are kept only a day (lib/jobs/quota.ts prunes them), and counting here rather than in the take's
 * transaction adds no statement, and no row every worker rewrites, to a maps call.
 */
export function countQuotaUnits(db: Db, tenantId: string, units: string[], at = new Date()): void {
  for (const unit of units) countLater(db, tenantId, quotaUsageItem(unit), at);
}

export async function recordStoreCounts(db: Db, at: Date = new Date()): Promise<void> {
  await db.execute(sql`
    insert into ${tenantUsage} (tenant_id, day, item, count)
    select ${tenants.id}, ${day(at)}::date, 'STORES', count(${locations.id})
    from ${tenants} left join ${locations} on ${eq(locations.tenantId, tenants.id)}
    group by ${tenants.id}
    on conflict (tenant_id, day, item)
    do update set count = greatest(${tenantUsage.count}, excluded.count)`);
}
