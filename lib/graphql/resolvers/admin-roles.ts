import "server-only";
import { z } from "zod";
import {
  createRole,
  deleteRole,
  listRoles,
  roleImpact,
  updateRole,
  type RoleChange,
} from "@/lib/admin/roles";
import { roleInputSchema } from "@/lib/admin/schema";
import { adminActor } from "../audit-actor";
import type { MutationResolvers, QueryResolvers, RoleChangeResult } from "../generated/resolvers";
import { sectionCaller } from "../guards";
import { refusing } from "../refusals";
import { toTenantUser } from "../tenant-user";
import { parseInput, withoutNulls } from "../validate";

const idSchema = z.uuid("invalidId");

function toRoleChange(change: RoleChange): RoleChangeResult {
  return { ...change, skippedUsers: change.skippedUsers.map(toTenantUser) };
}

const roleInput = (input: unknown) => {
  const { userIds, ...rest } = withoutNulls(input as Record<string, unknown>);
  return {
    ...parseInput(roleInputSchema, rest),
    ...(userIds === undefined ? {} : { userIds: parseInput(z.array(idSchema), userIds) }),
  };
};

/** The tenant's roles (admin section): built-in ones and the custom roles that bundle them. */
export const adminRolesResolvers: {
  Query: Pick<QueryResolvers, "roles" | "roleImpact">;
  Mutation: Pick<MutationResolvers, "createRole" | "updateRole" | "deleteRole">;
} = {
  Query: {
    roles: (_p, _a, ctx) => listRoles(ctx.db, { tenantId: sectionCaller(ctx, "admin").tenantId }),
    roleImpact: async (_p, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "admin");
      const impact = await refusing(() =>
        roleImpact(ctx.db, { tenantId, id: parseInput(idSchema, args.id) }),
      );
      return { ...impact, users: impact.users.map(toTenantUser) };
    },
  },
  Mutation: {
    createRole: async (_p, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "admin");
      const actor = adminActor(ctx);
      const { name, description, grants } = roleInput(args.input);
      return toRoleChange(
        await refusing(() => createRole(ctx.db, actor, tenantId, { name, description, grants })),
      );
    },
    updateRole: async (_p, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "admin");
      const actor = adminActor(ctx);
      const id = parseInput(idSchema, args.id);
      const input = roleInput(args.input);
      return toRoleChange(await refusing(() => updateRole(ctx.db, actor, tenantId, id, input)));
    },
    deleteRole: async (_p, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "admin");
      const actor = adminActor(ctx);
      const id = parseInput(idSchema, args.id);
      return toRoleChange(await refusing(() => deleteRole(ctx.db, actor, tenantId, id)));
    },
  },
};
