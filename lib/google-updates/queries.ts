import "server-only";
import { and, count, countDistinct, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { googleUpdates, locations } from "@/lib/db/schema";
import type { GoogleUpdatesFilter } from "./schema";

// Reads of Google's changes: the open rows of a tenant, newest change first, paged and filtered
// in SQL (google_updates_tenant_changed_idx, _field_idx); the store's name and code joined.

export type GoogleUpdateItem = {
  id: string;
  locationId: string;
  googleId: string;
  storeName: string;
  storeCode: string | null;
  field: string;
  ours: unknown;
  theirs: unknown;
  changedAt: Date;
  checkedAt: Date;
};

function openWhere(tenantId: string, filter: GoogleUpdatesFilter): SQL {
  const search = filter.search?.trim();
  return and(
    eq(googleUpdates.tenantId, tenantId),
    isNull(googleUpdates.resolvedAt),
    filter.field ? eq(googleUpdates.field, filter.field) : undefined,
    filter.locationId ? eq(googleUpdates.locationId, filter.locationId) : undefined,
    search
      ? sql`(${locations.locationName} ilike ${`%${search}%`} or ${locations.storeCode} ilike ${`%${search}%`})`
      : undefined,
  )!;
}

const storeJoin = and(
  eq(locations.tenantId, googleUpdates.tenantId),
  eq(locations.id, googleUpdates.locationId),
);

export async function listGoogleUpdates(
  db: Db,
  {
    tenantId,
    filter,
    limit,
    offset,
  }: { tenantId: string; filter: GoogleUpdatesFilter; limit: number; offset: number },
): Promise<{ total: number; stores: number; items: GoogleUpdateItem[] }> {
  const where = openWhere(tenantId, filter);
  const [items, [totals]] = await Promise.all([
    db
      .select({
        id: googleUpdates.id,
        locationId: googleUpdates.locationId,
        googleId: locations.googleId,
        storeName: locations.locationName,
        storeCode: locations.storeCode,
        field: googleUpdates.field,
        ours: googleUpdates.ours,
        theirs: googleUpdates.theirs,
        changedAt: googleUpdates.changedAt,
        checkedAt: googleUpdates.checkedAt,
      })
      .from(googleUpdates)
      .innerJoin(locations, storeJoin)
      .where(where)
      .orderBy(desc(googleUpdates.changedAt), googleUpdates.id)
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count(), stores: countDistinct(googleUpdates.locationId) })
      .from(googleUpdates)
      .innerJoin(locations, storeJoin)
      .where(where),
  ]);
  return { total: totals?.total ?? 0, stores: totals?.stores ?? 0, items };
}

/** Every field's open rows over the whole tenant (the filter's chips). */
export async function googleUpdateCounts(
  db: Db,
  { tenantId }: { tenantId: string },
): Promise<{ field: string; count: number }[]> {
  return db
    .select({ field: googleUpdates.field, count: count() })
    .from(googleUpdates)
    .where(and(eq(googleUpdates.tenantId, tenantId), isNull(googleUpdates.resolvedAt)))
    .groupBy(googleUpdates.field)
    .orderBy(googleUpdates.field);
}

/** The open rows a resolve names: by id, or every one the filter matches (up to `max`). */
export async function openRowsFor(
  db: Db,
  {
    tenantId,
    ids,
    filter,
    max,
  }: {
    tenantId: string;
    ids?: readonly string[] | null;
    filter?: GoogleUpdatesFilter | null;
    max: number;
  },
) {
  const where = ids?.length
    ? and(
        openWhere(tenantId, filter ?? {}),
        sql`${googleUpdates.id} = any(${sql.param([...ids])}::uuid[])`,
      )
    : openWhere(tenantId, filter ?? {});
  return db
    .select({
      id: googleUpdates.id,
      locationId: googleUpdates.locationId,
      field: googleUpdates.field,
      ours: googleUpdates.ours,
      theirs: googleUpdates.theirs,
    })
    .from(googleUpdates)
    .innerJoin(locations, storeJoin)
    .where(where)
    .orderBy(googleUpdates.locationId, googleUpdates.field)
    .limit(max);
}
