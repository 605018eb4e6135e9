import "server-only";
import { and, asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { foldedLike } from "@/lib/db/fold";
import { escapeLike } from "@/lib/db/list-query";
import { locationCounts, locations, workspaceLocations, type WorkspaceRow } from "@/lib/db/schema";

export type WorkspaceLocation = {
  id: string;
  googleId: string;
  locationName: string;
  placeId: string | null;
};
export type WorkspaceLocationPage = { items: WorkspaceLocation[]; total: number };
/** What the client keeps of the selected workspace (spec §4): parallel lists, ordered by name. */
export type WorkspaceSelectionLists = {
  names: string[];
  ids: string[];
  externalIds: string[];
  placeIds: string[];
};

const columns = {
  id: locations.id,
  googleId: locations.googleId,
  locationName: locations.locationName,
  placeId: locations.placeId,
};

export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

function membership(tenantId: string, workspace: WorkspaceRow, search?: string): SQL {
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    eq(locations.tenantId, tenantId),
    workspace.isDefault
      ? undefined
      : sql`exists (select 1 from ${workspaceLocations} wl where wl.workspace_id = ${workspace.id} and wl.location_id = "locations"."id")`,
    pattern
      ? or(foldedLike(locations.locationName, pattern), foldedLike(locations.storeCode, pattern))
      : undefined,
  ) as SQL;
}

export async function listWorkspaceLocations(
  db: Db,
  input: {
    tenantId: string;
    workspace: WorkspaceRow;
    search?: string;
    limit: number;
    offset: number;
  },
): Promise<WorkspaceLocationPage> {
  const { tenantId, workspace, search } = input;
  const where = membership(tenantId, workspace, search);
  // The default workspace without a search is the whole tenant: the trigger-kept count answers.
  const total =
    workspace.isDefault && !search
      ? sql<number>`(select coalesce(sum(${locationCounts.count}), 0)::int from ${locationCounts} where ${locationCounts.tenantId} = ${tenantId})`
      : sql<number>`(select count(*)::int from ${locations} where ${where})`;
  const rows = await db
    .select({ ...columns, total })
    .from(locations)
    .where(where)
    .orderBy(asc(locations.locationName), asc(locations.id))
    .limit(input.limit)
    .offset(input.offset);
  if (rows.length === 0) {
    if (input.offset === 0) return { items: [], total: 0 };
    const [row] = await db.select({ total }).from(sql`(select 1) as one`);
    return { items: [], total: Number(row?.total ?? 0) };
  }
  return {
    total: Number(rows[0].total),
    items: rows.map((row) => ({
      id: row.id,
      googleId: row.googleId,
      locationName: row.locationName,
      placeId: row.placeId,
    })),
  };
}

export async function workspaceMembers(
  db: Db,
  input: { tenantId: string; workspaceId: string; locationIds: string[] },
): Promise<Set<string>> {
  if (input.locationIds.length === 0) return new Set();
  const rows = await db
    .select({ id: workspaceLocations.locationId })
    .from(workspaceLocations)
    .where(
      and(
        eq(workspaceLocations.tenantId, input.tenantId),
        eq(workspaceLocations.workspaceId, input.workspaceId),
        inArray(workspaceLocations.locationId, input.locationIds),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function workspaceLocationIds(
  db: Db,
  input: { tenantId: string; workspaceId: string },
): Promise<string[]> {
  const rows = await db
    .select({ id: workspaceLocations.locationId })
    .from(workspaceLocations)
    .where(
      and(
        eq(workspaceLocations.tenantId, input.tenantId),
        eq(workspaceLocations.workspaceId, input.workspaceId),
      ),
    );
  return rows.map((row) => row.id);
}

/** A custom workspace reads its links (primary key) joined to the stores, the default one the
 * tenant's name index. */
export async function workspaceSelectionLists(
  db: Db,
  input: { tenantId: string; workspace: WorkspaceRow },
): Promise<WorkspaceSelectionLists> {
  const { tenantId, workspace } = input;
  const query = workspace.isDefault
    ? db.select(columns).from(locations).where(eq(locations.tenantId, tenantId))
    : db
        .select(columns)
        .from(workspaceLocations)
        .innerJoin(locations, eq(locations.id, workspaceLocations.locationId))
        .where(
          and(eq(workspaceLocations.workspaceId, workspace.id), eq(locations.tenantId, tenantId)),
        );
  const rows = await query.orderBy(asc(locations.locationName), asc(locations.id));
  return {
    names: rows.map((row) => row.locationName),
    ids: rows.map((row) => row.id),
    externalIds: rows.map((row) => row.googleId),
    placeIds: rows.map((row) => row.placeId ?? ""),
  };
}
