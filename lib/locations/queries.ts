import "server-only";
import { and, asc, desc, eq, getTableColumns, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locationCounts, locations } from "@/lib/db/schema";
import {
  listLocationsSchema, locationIdsSchema, type ListLocationsInput, type ListLocationsParams,
} from "@/lib/validation/locations";

export type LocationRow = typeof locations.$inferSelect;
export type LocationPage = { items: LocationRow[]; total: number };

const SORT_COLUMNS = {
  locationName: locations.locationName,
  storeCode: locations.storeCode,
  locality: locations.locality,
  createdAt: locations.createdAt,
} as const;

/** Escapes LIKE wildcards so a search for "50%" or "a_b" matches those characters literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function verifiedCondition(column: typeof locations.verified | typeof locationCounts.verified, value: ListLocationsParams["verified"]) {
  if (!value) return undefined;
  // location_counts stores "never verified" as NONE (a primary key column cannot be null).
  if (value === "NONE") return column === locations.verified ? isNull(locations.verified) : eq(column, "NONE");
  return eq(column, value);
}

/**
 * Total of the filtered list. Status and verification filters alone are answered from the
 * trigger-kept location_counts rows; a text filter needs the rows themselves (served by the
 * trigram and locality indexes).
 */
function totalSubquery(db: Db, tenantId: string, params: ListLocationsParams, where: SQL | undefined) {
  if (params.search || params.locality) {
    return db.select({ total: sql<number>`count(*)::int`.as("total") }).from(locations).where(where).as("c");
  }
  return db
    .select({ total: sql<number>`coalesce(sum(${locationCounts.count}), 0)::int`.as("total") })
    .from(locationCounts)
    .where(
      and(
        eq(locationCounts.tenantId, tenantId),
        params.openStatus ? eq(locationCounts.openStatus, params.openStatus) : undefined,
        verifiedCondition(locationCounts.verified, params.verified),
      ),
    )
    .as("c");
}

/**
 * One page of a tenant's stores and the total matching the filters, in one SQL statement.
 * Throws a ZodError for invalid input (page size above MAX_PAGE_SIZE, negative offset, …).
 */
export async function listLocations(db: Db, input: ListLocationsInput & { tenantId: string }): Promise<LocationPage> {
  const { tenantId, ...rest } = input;
  const params = listLocationsSchema.parse(rest);
  const where = and(
    eq(locations.tenantId, tenantId),
    params.openStatus ? eq(locations.openStatus, params.openStatus) : undefined,
    verifiedCondition(locations.verified, params.verified),
    params.locality ? eq(locations.locality, params.locality) : undefined,
    params.search
      ? or(ilike(locations.locationName, containsPattern(params.search)), ilike(locations.storeCode, containsPattern(params.search)))
      : undefined,
  );
  const direction = params.sortDirection === "asc" ? asc : desc;
  // Ties break on id so paging never repeats or skips a store.
  const page = db
    .select()
    .from(locations)
    .where(where)
    .orderBy(direction(SORT_COLUMNS[params.sortBy]), direction(locations.id))
    .limit(params.limit)
    .offset(params.offset)
    .as("p");
  const total = totalSubquery(db, tenantId, params, where);
  const pageColumns = Object.fromEntries(
    Object.keys(getTableColumns(locations)).map((key) => [key, page[key as keyof LocationRow]]),
  ) as { [K in keyof LocationRow]: (typeof page)[K] };

  // The count row always comes back, so an offset past the end still reports the total.
  const rows = await db
    .select({ total: total.total, location: pageColumns })
    .from(total)
    .leftJoinLateral(page, sql`true`)
    .orderBy(direction(pageColumns[params.sortBy]), direction(pageColumns.id));

  return {
    total: Number(rows[0]?.total ?? 0),
    items: rows.flatMap((row) => (row.location ? [row.location as LocationRow] : [])),
  };
}

/** The tenant's stores among `ids` (ids of other tenants are silently absent). */
export async function getLocationsByIds(db: Db, input: { tenantId: string; ids: readonly string[] }): Promise<LocationRow[]> {
  const ids = locationIdsSchema.parse(input.ids);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(locations)
    .where(and(eq(locations.tenantId, input.tenantId), inArray(locations.id, ids)))
    .orderBy(asc(locations.locationName), asc(locations.id));
}
