import "server-only";
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locationCounts, locations } from "@/lib/db/schema";
import {
  listLocationsSchema,
  locationIdsSchema,
  type ListLocationsInput,
  type ListLocationsParams,
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

function verifiedCondition(value: ListLocationsParams["verified"]) {
  if (!value) return undefined;
  return value === "NONE" ? isNull(locations.verified) : eq(locations.verified, value);
}

/**
 * Total of the filtered list, as a scalar subquery run once per statement. Status and
 * verification filters alone are answered from the trigger-kept location_counts rows; a text
 * filter needs the rows themselves (served by the trigram and locality indexes).
 */
function totalExpression(
  tenantId: string,
  params: ListLocationsParams,
  where: SQL | undefined,
): SQL<number> {
  if (params.search || params.locality) {
    return sql<number>`(select count(*)::int from ${locations} where ${where})`;
  }
  const countWhere = and(
    eq(locationCounts.tenantId, tenantId),
    params.openStatus ? eq(locationCounts.openStatus, params.openStatus) : undefined,
    // location_counts keeps "never verified" as NONE: a primary key column cannot be null.
    params.verified ? eq(locationCounts.verified, params.verified) : undefined,
  );
  return sql<number>`(select coalesce(sum(${locationCounts.count}), 0)::int from ${locationCounts} where ${countWhere})`;
}

function filters(tenantId: string, params: ListLocationsParams): SQL | undefined {
  const pattern = params.search ? containsPattern(params.search) : undefined;
  return and(
    eq(locations.tenantId, tenantId),
    params.openStatus ? eq(locations.openStatus, params.openStatus) : undefined,
    verifiedCondition(params.verified),
    params.locality ? eq(locations.locality, params.locality) : undefined,
    pattern
      ? or(ilike(locations.locationName, pattern), ilike(locations.storeCode, pattern))
      : undefined,
  );
}

/**
 * One page of a tenant's stores and the total matching the filters, in one SQL statement (a
 * second one only when the page asked for lies past the end, to still report the total).
 * Throws a ZodError for invalid input (page size above MAX_PAGE_SIZE, negative offset, …).
 */
export async function listLocations(
  db: Db,
  input: ListLocationsInput & { tenantId: string },
): Promise<LocationPage> {
  const { tenantId, ...rest } = input;
  const params = listLocationsSchema.parse(rest);
  const where = filters(tenantId, params);
  const total = totalExpression(tenantId, params, where);
  const direction = params.sortDirection === "asc" ? asc : desc;
  const rows = await db
    .select({ location: getTableColumns(locations), total })
    .from(locations)
    .where(where)
    // Ties break on id so paging never repeats or skips a store.
    .orderBy(direction(SORT_COLUMNS[params.sortBy]), direction(locations.id))
    .limit(params.limit)
    .offset(params.offset);

  if (rows.length === 0) {
    // Nothing at offset 0 means nothing matches; past the end the total still has to be read.
    if (params.offset === 0) return { items: [], total: 0 };
    const [row] = await db.select({ total }).from(sql`(select 1) as one`);
    return { items: [], total: Number(row?.total ?? 0) };
  }
  return {
    total: Number(rows[0].total),
    items: rows.map((row) => row.location),
  };
}

/** The tenant's stores among `ids` (ids of other tenants are silently absent). */
export async function getLocationsByIds(
  db: Db,
  input: { tenantId: string; ids: readonly string[] },
): Promise<LocationRow[]> {
  const ids = locationIdsSchema.parse(input.ids);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(locations)
    .where(and(eq(locations.tenantId, input.tenantId), inArray(locations.id, ids)))
    .orderBy(asc(locations.locationName), asc(locations.id));
}
