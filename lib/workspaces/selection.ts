import "server-only";
import { and, asc, eq, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locations, workspaceLocations, workspaces } from "@/lib/db/schema";
import { SELECTED_WORKSPACE_COOKIE } from "./constants";
import { workspaceLocationIds } from "./locations";
import { ensureDefaultWorkspace, getWorkspace, type WorkspaceRow } from "./queries";
import { isUuid } from "@/lib/validation/ids";

export type SelectedWorkspace = {
  workspace: WorkspaceRow;
  /** Ids of the workspace's stores; null for the default workspace (all stores of the tenant). */
  locationIds: string[] | null;
};

async function readSelectionCookie(): Promise<string | undefined> {
  // Loaded lazily: scripts and tests call this module outside a Next.js request.
  const { cookies } = await import("next/headers");
  return (await cookies()).get(SELECTED_WORKSPACE_COOKIE)?.value;
}

/** Spec §4: the requested workspace if it still exists, else the default, in one statement. */
export async function resolveWorkspace(
  db: Db,
  { tenantId, requestedId }: { tenantId: string; requestedId?: string | null },
): Promise<WorkspaceRow> {
  const wanted = isUuid(requestedId) ? requestedId : null;
  const read = () =>
    db
      .select()
      .from(workspaces)
      .where(
        and(
          eq(workspaces.tenantId, tenantId),
          wanted ? or(eq(workspaces.id, wanted), workspaces.isDefault) : workspaces.isDefault,
        ),
      )
      // The requested one (not default) sorts before the default.
      .orderBy(workspaces.isDefault)
      .limit(1);
  const [row] = await read();
  if (row) return row;
  await ensureDefaultWorkspace(db, { tenantId });
  const [created] = await read();
  return created;
}

export class WorkspaceNotFoundError extends Error {
  constructor() {
    super("Workspace not found");
    this.name = "WorkspaceNotFoundError";
  }
}

/** Null for no id, WorkspaceNotFoundError for an id not of the tenant: falling back to the default
 * made a bulk edit aimed at another tenant's workspace edit all of the caller's stores. */
export async function requestedWorkspace(
  db: Db,
  { tenantId, requestedId }: { tenantId: string; requestedId?: string | null },
): Promise<WorkspaceRow | null> {
  if (requestedId === undefined || requestedId === null || requestedId === "") return null;
  const row = isUuid(requestedId) ? await getWorkspace(db, { tenantId, id: requestedId }) : null;
  if (!row) throw new WorkspaceNotFoundError();
  return row;
}

/**
 * The ids of the stores of a workspace named in a request, by store name (every store of the
 * tenant for the default one). Another tenant's workspace or an unknown one:
 * WorkspaceNotFoundError, never every store.
 */
export async function requestedWorkspaceStoreIds(
  db: Db,
  { tenantId, workspaceId }: { tenantId: string; workspaceId: string },
): Promise<string[]> {
  const workspace = await requestedWorkspace(db, { tenantId, requestedId: workspaceId });
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.tenantId, tenantId), workspace ? inWorkspace(workspace) : undefined))
    .orderBy(asc(locations.locationName), asc(locations.id));
  return rows.map((row) => row.id);
}

/** The sp_workspace cookie is only a preference: another tenant's or a deleted workspace falls
 * back to the default. */
export async function getSelectedWorkspace(
  db: Db,
  user: { tenantId: string | null },
  selectedId?: string | null,
): Promise<SelectedWorkspace | null> {
  if (!user.tenantId) return null;
  const requestedId = selectedId === undefined ? await readSelectionCookie() : selectedId;
  const workspace = await resolveWorkspace(db, { tenantId: user.tenantId, requestedId });
  if (workspace.isDefault) return { workspace, locationIds: null };
  return {
    workspace,
    locationIds: await workspaceLocationIds(db, {
      tenantId: user.tenantId,
      workspaceId: workspace.id,
    }),
  };
}

/** Lets store lists filter by workspace instead of passing thousands of ids around. */
export function inWorkspace(workspace: Pick<WorkspaceRow, "id" | "isDefault">): SQL | undefined {
  if (workspace.isDefault) return undefined;
  // Named in full: drizzle writes bare column names inside sql``.
  return sql`exists (select 1 from ${workspaceLocations} wl where wl.workspace_id = ${workspace.id} and wl.location_id = "locations"."id")`;
}
