import "server-only";
import type { ListWorkspace } from "@/lib/locations/list-workspace";
import type { WorkspaceRow } from "@/lib/workspaces/queries";
import { requestedWorkspace } from "@/lib/workspaces/selection";
import type { GraphQLContext } from "./context";
import { rethrowRefusal } from "./refusals";

/**
 * The workspace an operation's `workspaceId` names: null when absent (the default workspace,
 * every store of the tenant), else the caller's own workspace of that id or NOT_FOUND. Every
 * resolver taking a workspace id reads it through here, before any work is done.
 */
export async function workspaceArg(
  ctx: GraphQLContext,
  tenantId: string,
  requestedId: string | null | undefined,
): Promise<WorkspaceRow | null> {
  return requestedWorkspace(ctx.db, { tenantId, requestedId }).catch(rethrowRefusal);
}

/**
 * The workspace a store list keeps: none when no id is given (every store of the tenant), the
 * tenant's one of that id with its store counter, or NOT_FOUND for any other id.
 */
export async function listWorkspace(
  ctx: GraphQLContext,
  tenantId: string,
  requestedId: string | null | undefined,
): Promise<ListWorkspace | undefined> {
  const row = await workspaceArg(ctx, tenantId, requestedId);
  if (!row) return undefined;
  return { id: row.id, isDefault: row.isDefault, locationCount: row.locationCount };
}
