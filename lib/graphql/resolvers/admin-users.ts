import "server-only";
import { z } from "zod";
import {
  createUserSchema,
  passwordSchema,
  USER_PAGE_SIZE,
  userFilterSchema,
  userRolesSchema,
} from "@/lib/admin/schema";
import { listTenantUsers, passwordTokenValid, tenantUser } from "@/lib/admin/queries";
import {
  createTenantUser,
  resetTenantUserPassword,
  setPasswordWithToken,
  setTenantUserDisabled,
  updateTenantUserRoles,
} from "@/lib/admin/service";
import { adminActor } from "../audit-actor";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers";
import { sectionCaller } from "../guards";
import { refusing } from "../refusals";
import { toTenantUser } from "../tenant-user";
import { parseInput, withoutNulls } from "../validate";

const idSchema = z.uuid("invalidId");
const pageSchema = z.object({
  limit: z.number().int().min(1).max(100).default(USER_PAGE_SIZE),
  offset: z.number().int().min(0).max(100_000).default(0),
});

/** The tenant's users (admin section), and the set-password link a new user receives. */
export const adminUsersResolvers: {
  Query: Pick<QueryResolvers, "users" | "tenantUser" | "passwordTokenValid">;
  Mutation: Pick<
    MutationResolvers,
    | "createUser"
    | "updateUserRoles"
    | "setUserDisabled"
    | "resetUserPassword"
    | "setPasswordWithToken"
  >;
} = {
  Query: {
    users: async (_p, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "admin");
      const filter = parseInput(userFilterSchema, withoutNulls(args.filter ?? {}));
      const page = parseInput(pageSchema, withoutNulls({ limit: args.limit, offset: args.offset }));
      const found = await listTenantUsers(ctx.db, { tenantId, filter, page });
      return { items: found.items.map(toTenantUser), total: found.total };
    },
    tenantUser: async (_p, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "admin");
      const row = await tenantUser(ctx.db, { tenantId, id: parseInput(idSchema, args.id) });
      return row && toTenantUser(row);
    },
    passwordTokenValid: (_p, args, ctx) => passwordTokenValid(ctx.db, args.token),
  },
  Mutation: {
    createUser: async (_p, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "admin");
      const actor = adminActor(ctx);
      const input = parseInput(createUserSchema, withoutNulls(args.input));
      const { user, link } = await refusing(() => createTenantUser(ctx.db, actor, tenantId, input));
      return { user: toTenantUser(user), setPasswordUrl: link.url, expiresAt: link.expiresAt };
    },
    updateUserRoles: async (_p, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "admin");
      const actor = adminActor(ctx);
      const id = parseInput(idSchema, args.id);
      const roleIds = parseInput(userRolesSchema, args.roles);
      return toTenantUser(
        await refusing(() => updateTenantUserRoles(ctx.db, actor, tenantId, id, roleIds)),
      );
    },
    setUserDisabled: async (_p, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "admin");
      const actor = adminActor(ctx);
      const id = parseInput(idSchema, args.id);
      return toTenantUser(
        await refusing(() => setTenantUserDisabled(ctx.db, actor, tenantId, id, args.disabled)),
      );
    },
    resetUserPassword: async (_p, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "admin");
      const actor = adminActor(ctx);
      const id = parseInput(idSchema, args.id);
      return refusing(() => resetTenantUserPassword(ctx.db, actor, tenantId, id));
    },
    setPasswordWithToken: async (_p, args, ctx) => {
      const password = parseInput(passwordSchema, args.password);
      return setPasswordWithToken(ctx.db, args.token, password, {
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
    },
  },
};
