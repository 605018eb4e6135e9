import "server-only";
import { listLocations } from "@/lib/stores/queries";
import { canEditWorkspaces } from "@/lib/workspaces/access";
import {
  listWorkspaceLocations,
  workspaceMembers,
  workspaceSelectionLists,
} from "@/lib/workspaces/locations";
import {
  countWorkspaces,
  getWorkspaceSummary,
  listWorkspaces,
  type WorkspaceSummary,
} from "@/lib/workspaces/queries";
import {
  createWorkspace,
  deleteWorkspace,
  setWorkspaceLocations,
  updateWorkspace,
} from "@/lib/workspaces/service";
import { resolveWorkspace } from "@/lib/workspaces/selection";
import {
  listWorkspacesSchema,
  setWorkspaceLocationsSchema,
  workspaceIdSchema,
  workspaceLocationsSchema,
  workspaceSchema,
  workspacesTotalSchema,
} from "@/lib/workspaces/schema";
import type { GraphQLContext } from "../context";
import { forbidden } from "../errors";
import type { MutationResolvers, QueryResolvers, Workspace } from "../generated/resolvers";
import { canListLocations, requireLocationAccess, requireTenant } from "../guards";
import { refusing } from "../refusals";
import { parseInput, withoutNulls } from "../validate";
import { workspaceArg } from "../workspace-arg";

function toWorkspace(row: WorkspaceSummary): Workspace {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    totalLocations: row.totalLocations,
    defaultWorkspace: row.isDefault,
    updatedAt: row.updatedAt,
  };
}

function requireEditor(ctx: GraphQLContext): string {
  const tenantId = requireTenant(ctx);
  if (!canEditWorkspaces(ctx.roles)) throw forbidden();
  return tenantId;
}

async function workspaceOf(ctx: GraphQLContext, tenantId: string, id: unknown) {
  const workspaceId = parseInput(workspaceIdSchema, id);
  return (await workspaceArg(ctx, tenantId, workspaceId))!;
}

type Query = Pick<
  QueryResolvers,
  | "workspaces"
  | "workspacesTotal"
  | "workspace"
  | "workspaceLocations"
  | "workspaceSelection"
  | "workspaceCandidates"
>;
type Mutation = Pick<
  MutationResolvers,
  "createWorkspace" | "updateWorkspace" | "deleteWorkspace" | "setWorkspaceLocations"
>;

export const workspacesResolvers: { Query: Query; Mutation: Mutation } = {
  Query: {
    // Spec §6: workspaces carry no role; a signed-in user with a tenant is enough.
    workspaces: async (_parent, args, ctx) => {
      const tenantId = requireTenant(ctx);
      const input = parseInput(listWorkspacesSchema, withoutNulls({ ...args }));
      return (await listWorkspaces(ctx.db, { ...input, tenantId })).map(toWorkspace);
    },
    workspacesTotal: async (_parent, args, ctx) => {
      const tenantId = requireTenant(ctx);
      const input = parseInput(workspacesTotalSchema, withoutNulls({ ...args }));
      return countWorkspaces(ctx.db, { ...input, tenantId });
    },
    workspace: async (_parent, args, ctx) => {
      const tenantId = requireTenant(ctx);
      const id = parseInput(workspaceIdSchema, args.id);
      const row = await getWorkspaceSummary(ctx.db, { tenantId, id });
      return row ? toWorkspace(row) : null;
    },
    workspaceLocations: async (_parent, args, ctx) => {
      const tenantId = requireTenant(ctx);
      const input = parseInput(workspaceLocationsSchema, withoutNulls({ ...args }));
      const workspace = await workspaceOf(ctx, tenantId, input.workspaceId);
      // The default workspace is every store of the tenant: the same answer as `locations`.
      if (workspace.isDefault) requireLocationAccess(ctx);
      const page = await listWorkspaceLocations(ctx.db, { tenantId, workspace, ...input });
      return {
        total: page.total,
        items: page.items.map((row) => ({
          _id: row.id,
          id: row.googleId,
          name: row.locationName,
          locationState: { placeId: row.placeId },
        })),
      };
    },
    workspaceSelection: async (_parent, args, ctx) => {
      const tenantId = requireTenant(ctx);
      // No id: the default workspace. An id not of the tenant's is NOT_FOUND, not the default.
      const workspace =
        (await workspaceArg(ctx, tenantId, args.workspaceId)) ??
        (await resolveWorkspace(ctx.db, { tenantId }));
      // Spec §4/§6: for the default workspace only platform users get the lists, and of those only
      // the ones who may list the tenant's stores; the others keep a working, unfiltered selection.
      const empty = workspace.isDefault && !(ctx.user?.isStoreplusUser && canListLocations(ctx));
      if (empty) {
        const summary = await getWorkspaceSummary(ctx.db, { tenantId, id: workspace.id });
        const totalLocations = summary?.totalLocations ?? 0;
        return {
          workspace: toWorkspace({ ...workspace, totalLocations }),
          names: [],
          ids: [],
          externalIds: [],
          placeIds: [],
        };
      }
      const lists = await workspaceSelectionLists(ctx.db, { tenantId, workspace });
      return {
        workspace: toWorkspace({ ...workspace, totalLocations: lists.ids.length }),
        ...lists,
      };
    },
    workspaceCandidates: async (_parent, args, ctx) => {
      const tenantId = requireEditor(ctx);
      const input = parseInput(workspaceLocationsSchema, withoutNulls({ ...args }));
      const workspace = await workspaceOf(ctx, tenantId, input.workspaceId);
      const page = await listLocations(ctx.db, {
        tenantId,
        search: input.search,
        limit: input.limit,
        offset: input.offset,
        sortBy: "locationName",
        sortDirection: "asc",
      });
      const members = workspace.isDefault
        ? new Set(page.items.map((row) => row.id))
        : await workspaceMembers(ctx.db, {
            tenantId,
            workspaceId: workspace.id,
            locationIds: page.items.map((row) => row.id),
          });
      return {
        total: page.total,
        items: page.items.map((row) => ({
          _id: row.id,
          id: row.googleId,
          name: row.locationName,
          storeCode: row.storeCode,
          locality: row.locality,
          inWorkspace: members.has(row.id),
        })),
      };
    },
  },
  Mutation: {
    createWorkspace: async (_parent, args, ctx) => {
      const tenantId = requireEditor(ctx);
      const input = parseInput(workspaceSchema, args.input);
      return toWorkspace(await refusing(() => createWorkspace(ctx.db, { ...input, tenantId })));
    },
    updateWorkspace: async (_parent, args, ctx) => {
      const tenantId = requireEditor(ctx);
      const id = parseInput(workspaceIdSchema, args.id);
      const input = parseInput(workspaceSchema, args.input);
      return toWorkspace(await refusing(() => updateWorkspace(ctx.db, { ...input, tenantId, id })));
    },
    deleteWorkspace: async (_parent, args, ctx) => {
      const tenantId = requireEditor(ctx);
      const id = parseInput(workspaceIdSchema, args.id);
      await refusing(() => deleteWorkspace(ctx.db, { tenantId, id }));
      return "DONE";
    },
    setWorkspaceLocations: async (_parent, args, ctx) => {
      const tenantId = requireEditor(ctx);
      const input = parseInput(setWorkspaceLocationsSchema, withoutNulls({ ...args.input }));
      return toWorkspace(
        await refusing(() => setWorkspaceLocations(ctx.db, { ...input, tenantId })),
      );
    },
  },
};
