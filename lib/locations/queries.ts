import "server-only";
import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locationCounts, locations } from "@/lib/db/schema";
import {
  listLocationsSchema,
  locationIdsSchema,
  type ListLocationsInput,
  type ListLocationsParams,
} from "@/lib/validation/locations";
import { relevanceTiers, searchCondition } from "./search-tiers";

export type LocationRow = typeof locations.$inferSelect;
export type LocationPage = { items: LocationRow[]; total: number };

const SORT_COLUMNS = {
  locationName: locations.locationName,
  storeCode: locations.storeCode,
  locality: locations.locality,
  createdAt: locations.createdAt,
} as const;

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

/** Every filter but the search text. */
function baseFilters(tenantId: string, params: ListLocationsParams): SQL | undefined {
  return and(
    eq(locations.tenantId, tenantId),
    params.openStatus ? eq(locations.openStatus, params.openStatus) : undefined,
    verifiedCondition(params.verified),
    params.locality ? eq(locations.locality, params.locality) : undefined,
  );
}

const byName = [asc(locations.locationName), asc(locations.id)];

function orderBy(params: ListLocationsParams): SQL[] {
  if (params.sortBy === "relevance") return byName;
  const direction = params.sortDirection === "asc" ? asc : desc;
  // Ties break on id so paging never repeats or skips a store.
  return [direction(SORT_COLUMNS[params.sortBy]), direction(locations.id)];
}

type ListInput = ListLocationsInput & { tenantId: string };

/**
 * One page of a tenant's stores and the total matching the filters, in one SQL statement (a
 * second one only when the page asked for lies past the end, to still report the total). Without
 * `withTotal` the count is left out: counting thousands of matches costs more than the page.
 * Throws a ZodError for invalid input (page size above MAX_PAGE_SIZE, negative offset, …).
 */
export async function listLocations(db: Db, input: ListInput): Promise<LocationPage>;
export async function listLocations(
  db: Db,
  input: ListInput & { withTotal: false },
): Promise<Pick<LocationPage, "items">>;
export async function listLocations(
  db: Db,
  input: ListInput & { withTotal?: boolean },
): Promise<LocationPage | Pick<LocationPage, "items">> {
  const { tenantId, withTotal = true, ...rest } = input;
  const params = listLocationsSchema.parse(rest);
  const base = baseFilters(tenantId, params);
  const where = and(base, searchCondition(params));
  const total = withTotal ? totalExpression(tenantId, params, where) : sql<null>`null`;
  const tiers = params.sortBy === "relevance" ? relevanceTiers(params) : [];
  if (tiers.length) {
    const items = await relevancePage(db, { base, tiers, params });
    if (!withTotal) return { items };
    const [row] = await db.select({ total }).from(sql`(select 1) as one`);
    return { items, total: Number(row?.total ?? 0) };
  }
  const rows = await db
    .select({ location: getTableColumns(locations), total })
    .from(locations)
    .where(where)
    .orderBy(...orderBy(params))
    .limit(params.limit)
    .offset(params.offset);

  if (!withTotal) return { items: rows.map((row) => row.location) };
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

/**
 * A page in relevance order: the tiers of search-tiers.ts one after the other, each read in name
 * order on an index and only up to the page's end, stopping once the page is full. One statement
 * per tier, on purpose: a single UNION sorted by tier reads every tier whole, and a tier with no
 * match (all of a tenant's names start with its brand) then walks the whole tenant.
 */
async function relevancePage(
  db: Db,
  query: { base: SQL | undefined; tiers: SQL[]; params: ListLocationsParams },
): Promise<LocationRow[]> {
  const { base, tiers, params } = query;
  const reach = params.offset + params.limit;
  const found: LocationRow[] = [];
  for (const condition of tiers) {
    const rows = await db
      .select()
      .from(locations)
      .where(and(base, condition))
      .orderBy(...byName)
      .limit(reach - found.length);
    found.push(...rows);
    if (found.length >= reach) break;
  }
  return found.slice(params.offset, reach);
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
