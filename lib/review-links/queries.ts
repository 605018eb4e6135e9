import "server-only";
import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locations, reviewLinks, reviewLinkScans, reviews } from "@/lib/db/schema";
import { isUuid } from "@/lib/validation/ids";
import { SCAN_WINDOW_DAYS } from "./rules";

/**
 * What the store's public profile shows: a store with a review form (the maps service gives one
 * only to a published store), neither a duplicate nor closed for good.
 */
const publicProfile = and(
  isNotNull(locations.newReviewUri),
  eq(locations.duplicateLocation, false),
  ne(locations.openStatus, "CLOSED_PERMANENTLY"),
);

const publicColumns = {
  id: locations.id,
  tenantId: locations.tenantId,
  name: locations.locationName,
  addressLines: locations.addressLines,
  postalCode: locations.postalCode,
  locality: locations.locality,
  administrativeArea: locations.administrativeArea,
  languageCode: locations.languageCode,
};

/** A store as its card shows it: nothing the public profile does not show. */
export type PublicStore = {
  id: string;
  tenantId: string;
  name: string;
  address: string[];
  languageCode: string | null;
};

function toPublicStore(row: {
  id: string;
  tenantId: string;
  name: string;
  addressLines: string[];
  postalCode: string | null;
  locality: string | null;
  administrativeArea: string | null;
  languageCode: string | null;
}): PublicStore {
  const town = [row.postalCode, row.locality].filter(Boolean).join(" ");
  const address = [...row.addressLines, town, row.administrativeArea ?? ""].filter(Boolean);
  return {
    id: row.id,
    tenantId: row.tenantId,
    name: row.name,
    address,
    languageCode: row.languageCode,
  };
}

/** By id alone (the public page): null for an unknown, malformed or unpublished store. */
export async function getPublicStore(db: Db, id: string | undefined): Promise<PublicStore | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(publicColumns)
    .from(locations)
    .where(and(eq(locations.id, id), publicProfile));
  return row ? toPublicStore(row) : null;
}

/** The tenant's stores among `ids` in the given order, split into published and not. */
export async function listCardStores(
  db: Db,
  { tenantId, ids }: { tenantId: string; ids: string[] },
): Promise<{ found: number; published: PublicStore[] }> {
  if (!ids.length) return { found: 0, published: [] };
  const rows = await db
    .select({ ...publicColumns, published: sql<boolean>`coalesce(${publicProfile}, false)` })
    .from(locations)
    .where(
      and(eq(locations.tenantId, tenantId), sql`${locations.id} = any(${sql.param(ids)}::uuid[])`),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const published = ids
    .map((id) => byId.get(id))
    .filter((row) => row?.published)
    .map((row) => toPublicStore(row!));
  return { found: rows.length, published };
}

/** Where a review link leads: its store's review form, while the store stays published. */
export async function findReviewLink(
  db: Db,
  code: string,
): Promise<{ tenantId: string; locationId: string; newReviewUri: string } | null> {
  const [row] = await db
    .select({
      tenantId: reviewLinks.tenantId,
      locationId: reviewLinks.locationId,
      newReviewUri: locations.newReviewUri,
    })
    .from(reviewLinks)
    .innerJoin(
      locations,
      and(eq(locations.tenantId, reviewLinks.tenantId), eq(locations.id, reviewLinks.locationId)),
    )
    .where(and(eq(reviewLinks.code, code), publicProfile));
  return row?.newReviewUri ? { ...row, newReviewUri: row.newReviewUri } : null;
}

export type ReviewRequestStats = { scans: number; newReviews: number };

/**
 * Scans of each store's review link and its new reviews over the last SCAN_WINDOW_DAYS, for a
 * page of stores in one statement (the store list's column).
 */
export async function loadReviewRequestStats(
  db: Db,
  { tenantId, locationIds }: { tenantId: string; locationIds: string[] },
): Promise<Map<string, ReviewRequestStats>> {
  if (!locationIds.length) return new Map();
  const since = sql`current_date - ${SCAN_WINDOW_DAYS - 1}::int`;
  // Written qualified: drizzle leaves a select's columns unqualified when the query has no join,
  // and inside these subqueries "id" or "tenant_id" would then name the inner table's own.
  const rows = await db
    .select({
      id: locations.id,
      scans: sql<number>`(select coalesce(sum(s.scans), 0)::int from ${reviewLinkScans} s
        where s.tenant_id = locations.tenant_id and s.location_id = locations.id
          and s.day >= ${since})`,
      newReviews: sql<number>`(select count(*)::int from ${reviews} r
        where r.tenant_id = locations.tenant_id and r.location_id = locations.id
          and r.create_time >= ${since} and r.removed_at is null)`,
    })
    .from(locations)
    .where(
      and(
        eq(locations.tenantId, tenantId),
        sql`${locations.id} = any(${sql.param(locationIds)}::uuid[])`,
      ),
    );
  return new Map(rows.map(({ id, ...stats }) => [id, stats]));
}
