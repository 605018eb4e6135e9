import "server-only";
import { and, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import {
  jobItems,
  locations,
  mapsCredentials,
  reviews,
  reviewSyncStores,
  tenants,
  users,
} from "@/lib/db/schema";
import type { PlannedStore } from "../sync-plan";

const uuids = (ids: readonly string[]) => sql`${sql.param([...ids])}::uuid[]`;
const texts = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** A store never synced but with reviews stored (imported at account linking) starts from its
 * newest stored review. */
export async function listSyncStores(
  db: Db,
  { tenantId, storeIds }: { tenantId: string; storeIds?: readonly string[] },
): Promise<PlannedStore[]> {
  const rows = await db
    .select({
      id: locations.id,
      googleId: locations.googleId,
      account: locations.account,
      syncedUntil: reviewSyncStores.syncedUntil,
      fullPassAt: reviewSyncStores.fullPassAt,
      newestStored: sql<string | null>`case when ${reviewSyncStores.locationId} is null then (
        select max(${reviews.updateTime}) from ${reviews}
        where ${reviews.tenantId} = ${tenantId} and ${reviews.locationId} = ${locations.id}) end`,
    })
    .from(locations)
    .leftJoin(
      reviewSyncStores,
      and(
        eq(reviewSyncStores.tenantId, locations.tenantId),
        eq(reviewSyncStores.locationId, locations.id),
      ),
    )
    .where(
      and(
        eq(locations.tenantId, tenantId),
        eq(locations.verified, "COMPLETED"),
        storeIds ? sql`${locations.id} = any(${uuids(storeIds)})` : undefined,
      ),
    );
  return rows.map((row) => {
    const since = row.syncedUntil ?? row.newestStored;
    return {
      id: row.id,
      googleId: row.googleId,
      account: row.account,
      since: since ? new Date(since) : null,
      fullPassAt: row.fullPassAt ? new Date(row.fullPassAt) : null,
    };
  });
}

export type StoredVersion = {
  updateTime: number;
  replyUpdateTime: number | null;
  replyState: string | null;
  removed: boolean;
};

export async function storedVersions(
  db: Db,
  { tenantId, names }: { tenantId: string; names: readonly string[] },
): Promise<Map<string, StoredVersion>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({
      googleId: reviews.googleId,
      updateTime: reviews.updateTime,
      replyUpdateTime: reviews.replyUpdateTime,
      replyState: reviews.replyState,
      removedAt: reviews.removedAt,
    })
    .from(reviews)
    .where(and(eq(reviews.tenantId, tenantId), sql`${reviews.googleId} = any(${texts(names)})`));
  return new Map(
    rows.map((row) => [
      row.googleId,
      {
        updateTime: new Date(row.updateTime).getTime(),
        replyUpdateTime: row.replyUpdateTime ? new Date(row.replyUpdateTime).getTime() : null,
        replyState: row.replyState,
        removed: row.removedAt !== null,
      },
    ]),
  );
}

export async function reviewIds(
  db: Db,
  { tenantId, names }: { tenantId: string; names: readonly string[] },
): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ id: reviews.id, googleId: reviews.googleId })
    .from(reviews)
    .where(and(eq(reviews.tenantId, tenantId), sql`${reviews.googleId} = any(${texts(names)})`));
  return new Map(rows.map((row) => [row.googleId, row.id]));
}

export type RecheckCandidate = { id: string; googleId: string; locationId: string };

/** An upsert moves importedAt on, so reviews not stored since `startedAt` were not met by this item. */
export async function recheckCandidates(
  db: Db,
  {
    tenantId,
    storeIds,
    startedAt,
    full,
    limit,
    from = null,
  }: {
    tenantId: string;
    storeIds: string[];
    startedAt: Date;
    full: boolean;
    limit: number;
    /** A full read bounded by the tenant's sync period met only reviews updated since then. */
    from?: Date | null;
  },
): Promise<RecheckCandidate[]> {
  return db
    .select({ id: reviews.id, googleId: reviews.googleId, locationId: reviews.locationId })
    .from(reviews)
    .where(
      and(
        eq(reviews.tenantId, tenantId),
        sql`${reviews.locationId} = any(${uuids(storeIds)})`,
        isNull(reviews.removedAt),
        lt(reviews.importedAt, startedAt),
        full ? undefined : eq(reviews.replyState, "PENDING"),
        full && from ? gte(reviews.updateTime, from) : undefined,
      ),
    )
    .orderBy(reviews.importedAt, reviews.id)
    .limit(limit);
}

/** The review is gone from the maps service: kept in history, marked when the sync found out. */
export async function markRemoved(
  db: Db,
  { tenantId, id, at }: { tenantId: string; id: string; at: Date },
): Promise<void> {
  await db
    .update(reviews)
    .set({ removedAt: at })
    .where(and(eq(reviews.tenantId, tenantId), eq(reviews.id, id), isNull(reviews.removedAt)));
}

export async function saveStoreProgress(
  db: Db,
  {
    tenantId,
    storeIds,
    syncedUntil,
    fullPassAt,
  }: { tenantId: string; storeIds: string[]; syncedUntil: Date; fullPassAt: Date | null },
): Promise<void> {
  if (storeIds.length === 0) return;
  await db
    .insert(reviewSyncStores)
    .values(storeIds.map((locationId) => ({ tenantId, locationId, syncedUntil, fullPassAt })))
    .onConflictDoUpdate({
      target: [reviewSyncStores.tenantId, reviewSyncStores.locationId],
      set: {
        syncedUntil: sql`greatest(${reviewSyncStores.syncedUntil}, excluded.synced_until)`,
        fullPassAt: sql`coalesce(excluded.full_pass_at, ${reviewSyncStores.fullPassAt})`,
      },
    });
}

export async function sumItemCounts(
  db: Db,
  { tenantId, jobId }: { tenantId: string; jobId: string },
  keys: readonly string[],
): Promise<Record<string, number>> {
  const [row] = await db
    .select(
      Object.fromEntries(
        keys.map((key) => [
          key,
          sql<number>`coalesce(sum((${jobItems.result} ->> ${key})::int), 0)::int`,
        ]),
      ),
    )
    .from(jobItems)
    .where(and(eq(jobItems.jobId, jobId), eq(jobItems.tenantId, tenantId)));
  return Object.fromEntries(keys.map((key) => [key, Number(row?.[key] ?? 0)]));
}

export async function linkedTenantIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: users.tenantId })
    .from(mapsCredentials)
    .innerJoin(users, eq(users.id, mapsCredentials.userId))
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(tenants.status, "ACTIVE"));
  return rows.flatMap((row) => (row.id ? [row.id] : []));
}

export async function hasLinkedMapsAccount(
  db: Db,
  { tenantId }: { tenantId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ userId: mapsCredentials.userId })
    .from(mapsCredentials)
    .innerJoin(users, eq(users.id, mapsCredentials.userId))
    .where(eq(users.tenantId, tenantId))
    .limit(1);
  return Boolean(row);
}
