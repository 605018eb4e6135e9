import "server-only";
import type { ListWorkspace } from "@/lib/locations/list-workspace";
import type { WorkspaceRow } from "@/lib/workspaces/queries";
import { requestedWorkspace } from "@/lib/workspaces/selection";
import type { GraphQLContext } from "./context";
import { rethrowRefusal } from "./refusals";

/** Null when absent, else the caller's own workspace or NOT_FOUND, before any work is done. */
export async function workspaceArg(
  ctx: GraphQLContext,
  tenantId: string,
  requestedId: string | null | undefined,
): Promise<WorkspaceRow | null> {
  return requestedWorkspace(ctx.db, { tenantId, requestedId }).catch(rethrowRefusal);
}

/** NOT_FOUND for an id that is not the tenant's, never the default. */
export async function listWorkspace(
  ctx: GraphQLContext,
  tenantId: string,
  requestedId: string | null | undefined,
): Promise<ListWorkspace | undefined> {
  const row = await workspaceArg(ctx, tenantId, requestedId);
  if (!row) return undefined;
  return { id: row.id, isDefault: row.isDefault, locationCount: row.locationCount };
}
