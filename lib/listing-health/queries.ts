import "server-only";
import { and, asc, count, eq, inArray, max, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { escapeLike } from "@/lib/db/list-query";
import { listingHealth, locations, searchFold, workspaceLocations } from "@/lib/db/schema";
import type { ListWorkspace } from "@/lib/locations/list-workspace";
import { isListingHealthState, LISTING_HEALTH_STATES, type ListingHealthState } from "./rules";
import type { ListingHealthFilter, ListingHealthSort } from "./schema";

// Reads of the health page: one page of stores, most urgent first by default (severity, then the
// longest in its state, both from listing_health_tenant_severity_idx), and the counts per state.

export type ListingHealthItem = {
  locationId: string;
  googleId: string;
  storeName: string;
  storeCode: string | null;
  locality: string | null;
  state: ListingHealthState;
  since: Date;
  nextAction: string;
  detail: Record<string, unknown>;
  checkedAt: Date;
};

/** A workspace other than the default keeps its own stores. */
function inWorkspace(workspace: ListWorkspace | undefined): SQL | undefined {
  if (!workspace || workspace.isDefault) return undefined;
  return sql`exists (select 1 from ${workspaceLocations} wl where wl.workspace_id = ${workspace.id} and wl.location_id = "listing_health"."location_id")`;
}

function conditions(
  tenantId: string,
  filter: ListingHealthFilter,
  workspace: ListWorkspace | undefined,
): (SQL | undefined)[] {
  const text = filter.search?.trim();
  const pattern = text ? `%${escapeLike(text)}%` : null;
  return [
    eq(listingHealth.tenantId, tenantId),
    inWorkspace(workspace),
    filter.states?.length ? inArray(listingHealth.state, filter.states) : undefined,
    pattern
      ? or(
          sql`${searchFold(locations.locationName)} like ${searchFold(pattern)}`,
          sql`${searchFold(locations.storeCode)} like ${searchFold(pattern)}`,
          sql`${searchFold(locations.locality)} like ${searchFold(pattern)}`,
        )
      : undefined,
  ];
}

const ORDER: Record<ListingHealthSort, SQL[]> = {
  SEVERITY: [asc(listingHealth.severity), asc(listingHealth.since), asc(listingHealth.locationId)],
  LONGEST: [asc(listingHealth.since), asc(listingHealth.severity), asc(listingHealth.locationId)],
  NAME: [asc(locations.locationName), asc(listingHealth.locationId)],
};

export async function listListingHealth(
  db: Db,
  {
    tenantId,
    filter,
    workspace,
    sort = "SEVERITY",
    limit,
    offset,
  }: {
    tenantId: string;
    filter: ListingHealthFilter;
    workspace?: ListWorkspace;
    sort?: ListingHealthSort;
    limit: number;
    offset: number;
  },
): Promise<{ total: number; items: ListingHealthItem[] }> {
  const where = and(...conditions(tenantId, filter, workspace));
  const joined = and(
    eq(locations.tenantId, listingHealth.tenantId),
    eq(locations.id, listingHealth.locationId),
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        locationId: listingHealth.locationId,
        googleId: locations.googleId,
        storeName: locations.locationName,
        storeCode: locations.storeCode,
        locality: locations.locality,
        state: listingHealth.state,
        since: listingHealth.since,
        nextAction: listingHealth.nextAction,
        detail: listingHealth.detail,
        checkedAt: listingHealth.checkedAt,
      })
      .from(listingHealth)
      .innerJoin(locations, joined)
      .where(where)
      .orderBy(...ORDER[sort])
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(listingHealth).innerJoin(locations, joined).where(where),
  ]);
  return {
    total: totalRow?.total ?? 0,
    items: rows.map((row) => ({
      ...row,
      state: isListingHealthState(row.state) ? row.state : "OK",
    })),
  };
}

export type ListingHealthSummary = {
  counts: { state: ListingHealthState; count: number }[];
  /** Stores of the tenant no check has read yet. */
  unchecked: number;
  lastCheckedAt: Date | null;
};

/** Every state's count (zero included, in severity order), from the state index, of the
 * workspace's stores when one other than the default is given. */
export async function listingHealthSummary(
  db: Db,
  { tenantId, workspace }: { tenantId: string; workspace?: ListWorkspace },
): Promise<ListingHealthSummary> {
  const inOne = workspace && !workspace.isDefault;
  const [rows, [stores]] = await Promise.all([
    db
      .select({ state: listingHealth.state, count: count(), last: max(listingHealth.checkedAt) })
      .from(listingHealth)
      .where(and(eq(listingHealth.tenantId, tenantId), inWorkspace(workspace)))
      .groupBy(listingHealth.state),
    inOne
      ? [{ count: workspace.locationCount }]
      : db.select({ count: count() }).from(locations).where(eq(locations.tenantId, tenantId)),
  ]);
  const byState = new Map(rows.map((row) => [row.state, row.count]));
  const checked = rows.reduce((sum, row) => sum + row.count, 0);
  const last = rows.reduce<Date | null>(
    (latest, row) => (row.last && (!latest || row.last > latest) ? row.last : latest),
    null,
  );
  return {
    counts: LISTING_HEALTH_STATES.map((state) => ({ state, count: byState.get(state) ?? 0 })),
    unchecked: Math.max(0, (stores?.count ?? 0) - checked),
    lastCheckedAt: last,
  };
}

/** One store of the tenant as the verification actions need it; null for another tenant's. */
export async function healthStore(
  db: Db,
  { tenantId, locationId }: { tenantId: string; locationId: string },
) {
  const [row] = await db
    .select({
      id: locations.id,
      googleId: locations.googleId,
      name: locations.locationName,
      state: listingHealth.state,
      detail: listingHealth.detail,
    })
    .from(locations)
    .leftJoin(
      listingHealth,
      and(
        eq(listingHealth.tenantId, locations.tenantId),
        eq(listingHealth.locationId, locations.id),
      ),
    )
    .where(and(eq(locations.tenantId, tenantId), eq(locations.id, locationId)))
    .limit(1);
  return row ?? null;
}
