import "server-only";
import { and, asc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import {
  defineListQuery,
  type JoinedPage,
  type ListExpression,
  type ListQueryParams,
} from "@/lib/db/list-query";
import { locationCounts, locations, workspaceLocations } from "@/lib/db/schema";
import {
  listLocationsSchema,
  locationIdsSchema,
  type ListLocationsInput,
  type ListLocationsParams,
  type LocationFilterColumn,
  type LOCATION_SORT_FIELDS,
} from "@/lib/validation/locations";
import type { ListWorkspace } from "@/lib/locations/list-workspace";
import { relevanceTiers, searchCondition } from "./search-tiers";

export type LocationRow = typeof locations.$inferSelect;

// What a listed store shows and its callers read. The search copies (address_text, labels_text)
// and the timestamps stay in the database: decoding them, fifty times a page, cost more than the
// rest of the row.
const listedColumns = {
  id: locations.id,
  tenantId: locations.tenantId,
  googleId: locations.googleId,
  account: locations.account,
  locationName: locations.locationName,
  storeCode: locations.storeCode,
  labels: locations.labels,
  regionCode: locations.regionCode,
  languageCode: locations.languageCode,
  postalCode: locations.postalCode,
  administrativeArea: locations.administrativeArea,
  locality: locations.locality,
  addressLines: locations.addressLines,
  duplicateLocation: locations.duplicateLocation,
  mapsUri: locations.mapsUri,
  newReviewUri: locations.newReviewUri,
  placeId: locations.placeId,
  openStatus: locations.openStatus,
  verified: locations.verified,
};
export type ListedLocation = Pick<LocationRow, keyof typeof listedColumns>;
export type LocationPage = { items: ListedLocation[]; total: number };

const listed: JoinedPage<ListedLocation> = {
  columns: listedColumns,
  join: (query) => query,
  toItem: (selected) => selected as ListedLocation,
};

type SortField = (typeof LOCATION_SORT_FIELDS)[number];

const storeList = defineListQuery({
  table: locations,
  tenantColumn: locations.tenantId,
  idColumn: locations.id,
  filterColumns: {
    locationName: locations.locationName,
    storeCode: locations.storeCode,
    address: locations.addressText,
    locality: locations.locality,
    labels: locations.labelsText,
  } satisfies Record<LocationFilterColumn, ListExpression>,
  // Text sorts ignore case, as the filters compare: read in order from the (tenant, lower(column),
  // id) indexes, which also hold the ranges of the filters on that column.
  sortColumns: {
    locationName: sql`lower(${locations.locationName})`,
    storeCode: sql`lower(${locations.storeCode})`,
    locality: sql`lower(${locations.locality})`,
    createdAt: locations.createdAt,
  } satisfies Record<SortField, ListExpression>,
});

function verifiedCondition(value: ListLocationsParams["verified"]) {
  if (!value) return undefined;
  return value === "NONE" ? isNull(locations.verified) : eq(locations.verified, value);
}

function inWorkspace(workspace: ListWorkspace | undefined): SQL | undefined {
  if (!workspace || workspace.isDefault) return undefined;
  return sql`exists (select 1 from ${workspaceLocations} where ${workspaceLocations.workspaceId} = ${workspace.id} and ${workspaceLocations.locationId} = ${locations.id})`;
}

function ownConditions(params: ListLocationsParams, workspace: ListWorkspace | undefined) {
  return [
    params.openStatus ? eq(locations.openStatus, params.openStatus) : undefined,
    verifiedCondition(params.verified),
    params.locality ? eq(locations.locality, params.locality) : undefined,
    inWorkspace(workspace),
  ];
}

/** From trigger-kept counters instead of counting up to 10,000 rows; undefined when a text filter
 * applies, and the list query counts. */
function counterTotal(
  tenantId: string,
  params: ListLocationsParams,
  workspace: ListWorkspace | undefined,
): SQL<number> | undefined {
  if (params.filters.length || params.search || params.locality) return undefined;
  if (workspace && !workspace.isDefault) {
    if (params.openStatus || params.verified) return undefined;
    return sql<number>`${workspace.locationCount}::int`;
  }
  const countWhere = and(
    eq(locationCounts.tenantId, tenantId),
    params.openStatus ? eq(locationCounts.openStatus, params.openStatus) : undefined,
    // location_counts keeps "never verified" as NONE: a primary key column cannot be null.
    params.verified ? eq(locationCounts.verified, params.verified) : undefined,
  );
  return sql<number>`(select coalesce(sum(${locationCounts.count}), 0)::int from ${locationCounts} where ${countWhere})`;
}

/** Inside a workspace, a filter's matches are joined to the workspace's stores and sorted before
 * the page: counting in that same pass spares joining them all a second time. Elsewhere the count's
 * own pass is the cheaper one (sorting 1,500 matches by name cost more than counting them). */
function countsWithPage(params: ListLocationsParams, workspace: ListWorkspace | undefined) {
  return params.filters.length > 0 && Boolean(workspace && !workspace.isDefault);
}

const byName = [asc(locations.locationName), asc(locations.id)];

type ListInput = ListLocationsInput & { tenantId: string; workspace?: ListWorkspace };

/** Without `withTotal` the count is left out: counting thousands of matches costs more than the page. */
export async function listLocations(db: Db, input: ListInput): Promise<LocationPage>;
export async function listLocations(
  db: Db,
  input: ListInput & { withTotal: false },
): Promise<Pick<LocationPage, "items">>;
export async function listLocations(
  db: Db,
  input: ListInput & { withTotal?: boolean },
): Promise<LocationPage | Pick<LocationPage, "items">> {
  const { tenantId, withTotal = true, workspace, ...rest } = input;
  const params = listLocationsSchema.parse(rest);
  const relevance = params.sortBy === "relevance";
  const options = {
    tenantId,
    // "relevance" never reaches the allowlisted sorts: it always brings its own order below.
    params: params as ListQueryParams<LocationFilterColumn, SortField>,
    conditions: [...ownConditions(params, workspace), searchCondition(params)],
    total: counterTotal(tenantId, params, workspace),
    windowTotal: countsWithPage(params, workspace),
    orderBy: relevance ? byName : undefined,
  };
  const tiers = relevance ? relevanceTiers(params) : [];
  if (tiers.length) {
    const base = storeList.where(tenantId, {
      ...options,
      conditions: ownConditions(params, workspace),
    });
    const items = await relevancePage(db, { base, tiers, params });
    if (!withTotal) return { items };
    const [row] = await db.select({ total: storeList.total(options) }).from(sql`(select 1) as one`);
    return { items, total: Number(row?.total ?? 0) };
  }
  if (!withTotal) {
    const rows = await storeList.joinedStatement(db, { ...options, total: sql`null` }, listed);
    return { items: (rows as Record<string, unknown>[]).map(listed.toItem) };
  }
  return storeList.joinedPage(db, options, listed);
}

/** One statement per tier, on purpose: a single UNION sorted by tier reads every tier whole, and a
 * tier with no match (all names start with the brand) then walks the whole tenant. */
async function relevancePage(
  db: Db,
  query: { base: SQL | undefined; tiers: SQL[]; params: ListLocationsParams },
): Promise<ListedLocation[]> {
  const { base, tiers, params } = query;
  const reach = params.offset + params.limit;
  const found: ListedLocation[] = [];
  for (const condition of tiers) {
    const rows = await db
      .select(listedColumns)
      .from(locations)
      .where(and(base, condition))
      .orderBy(...byName)
      .limit(reach - found.length);
    found.push(...rows);
    if (found.length >= reach) break;
  }
  return found.slice(params.offset, reach);
}

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

export async function getStore(db: Db, { tenantId, id }: { tenantId: string; id: string }) {
  const [store] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.tenantId, tenantId)));
  return store ?? null;
}
