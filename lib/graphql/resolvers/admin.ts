import "server-only";
import { z } from "zod";
import { AdminError } from "@/lib/admin/errors";
import {
  createRole,
  deleteRole,
  listRoles,
  roleImpact,
  updateRole,
  type RoleChange,
} from "@/lib/admin/roles";
import {
  createUserSchema,
  featureFlagSchema,
  MODULE_STATUSES,
  passwordSchema,
  roleInputSchema,
  scheduledJobInputSchema,
  TENANT_STATUSES,
  tenantConfigSchema,
  tenantInputSchema,
  USER_PAGE_SIZE,
  userFilterSchema,
  userRolesSchema,
} from "@/lib/admin/schema";
import { onboardingSteps } from "@/lib/admin/steps";
import {
  createTenant,
  listTenants,
  setFeatureFlag,
  setModuleStatus,
  setTenantConfig,
  setTenantStatus,
  updateTenant,
} from "@/lib/admin/tenants";
import {
  createTenantUser,
  passwordTokenValid,
  resetTenantUserPassword,
  setPasswordWithToken,
  setTenantUserDisabled,
  updateTenantUserRoles,
  type AdminActor,
} from "@/lib/admin/users";
import { listTenantUsers, tenantUser, type TenantUserRow } from "@/lib/admin/users-read";
import { writeAudit } from "@/lib/audit/write";
import { isSuperAdmin } from "@/lib/auth/permissions";
import {
  changeScheduledJob,
  listScheduledJobs,
  runScheduledJobNow,
  ScheduledJobError,
  type ScheduledJobView,
} from "@/lib/jobs/schedules";
import { getQueue } from "@/lib/jobs/runtime";
import "@/lib/worker/job-kinds";
import { auditActor } from "../audit-actor";
import type { GraphQLContext } from "../context";
import { badUserInput, forbidden, notFound } from "../errors";
import type {
  MutationResolvers,
  QueryResolvers,
  RoleChangeResult,
  ScheduledJob,
  TenantUser,
} from "../generated/resolvers";
import { requireSection, requireTenant } from "../guards";
import { parseInput, withoutNulls } from "../validate";

const idSchema = z.uuid("invalidId");
const pageSchema = z.object({
  limit: z.number().int().min(1).max(100).default(USER_PAGE_SIZE),
  offset: z.number().int().min(0).max(100_000).default(0),
});

/** ADMIN of the caller's tenant: the tenant and the caller as the audit log names them. */
function requireAdmin(ctx: GraphQLContext): { tenantId: string; actor: AdminActor } {
  requireSection(ctx, "admin");
  const tenantId = requireTenant(ctx);
  return { tenantId, actor: { ...auditActor(ctx), roles: ctx.roles } };
}

/** A Super Admin: the only one who reaches across tenants (ARCHITECTURE §4). */
function requireSuperAdmin(ctx: GraphQLContext) {
  const { actor } = requireAdmin(ctx);
  if (!isSuperAdmin(ctx.roles)) throw forbidden();
  return { ...actor, tenantId: ctx.tenantId };
}

/** Domain refusals become public errors; anything else stays internal. */
async function run<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ScheduledJobError) {
      if (error.code === "NOT_FOUND") throw notFound("Scheduled job not found");
      const path = error.code === "INVALID_CRON" ? "scheduleExpression" : "id";
      throw badUserInput([
        { path, message: error.code === "DISABLED" ? "jobDisabled" : "invalidCron" },
      ]);
    }
    if (!(error instanceof AdminError)) throw error;
    if (error.kind === "notFound") throw notFound(error.code);
    if (error.kind === "forbidden") throw forbidden(error.code);
    throw badUserInput([{ path: error.field, message: error.code }]);
  }
}

function toUser(row: TenantUserRow): TenantUser {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    username: row.username,
    tenant: row.tenantName,
    tenantId: row.tenantId,
    roles: row.roles,
    roleIds: row.roleIds,
    kind: row.kind,
    mapsAccount: row.mapsAccount,
    disabled: row.disabled,
    passwordSet: row.passwordSet,
    createdAt: row.createdAt,
  };
}

function toRoleChange(change: RoleChange): RoleChangeResult {
  return { ...change, skippedUsers: change.skippedUsers.map(toUser) };
}

function toScheduledJob(row: ScheduledJobView): ScheduledJob {
  return {
    id: row.name,
    name: row.name,
    scheduleExpression: row.cron,
    enabled: row.enabled,
    lambdaName: row.lambdaName,
    arn: row.arn,
    nextRunAt: row.nextRunAt,
    lastStartedAt: row.lastStartedAt,
    lastFinishedAt: row.lastFinishedAt,
    lastOutcome: row.lastOutcome,
    lastError: row.lastError,
  };
}

const roleInput = (input: unknown) => {
  const { userIds, ...rest } = withoutNulls(input as Record<string, unknown>);
  return {
    ...parseInput(roleInputSchema, rest),
    ...(userIds === undefined ? {} : { userIds: parseInput(z.array(idSchema), userIds) }),
  };
};

type Query = Pick<
  QueryResolvers,
  | "roles"
  | "roleImpact"
  | "users"
  | "tenantUser"
  | "tenants"
  | "scheduledJobs"
  | "onboardingSteps"
  | "passwordTokenValid"
>;
type Mutation = Pick<
  MutationResolvers,
  | "createRole"
  | "updateRole"
  | "deleteRole"
  | "createUser"
  | "updateUserRoles"
  | "setUserDisabled"
  | "resetUserPassword"
  | "createTenant"
  | "updateTenant"
  | "setTenantStatus"
  | "setTenantConfig"
  | "setFeatureFlag"
  | "setModuleStatus"
  | "setScheduledJobEnabled"
  | "updateScheduledJob"
  | "runScheduledJob"
  | "setPasswordWithToken"
>;

export const adminResolvers: { Query: Query; Mutation: Mutation } = {
  Query: {
    roles: (_p, _a, ctx) => listRoles(ctx.db, requireAdmin(ctx).tenantId),
    roleImpact: async (_p, args, ctx) => {
      const { tenantId } = requireAdmin(ctx);
      const impact = await run(() => roleImpact(ctx.db, tenantId, parseInput(idSchema, args.id)));
      return { ...impact, users: impact.users.map(toUser) };
    },
    users: async (_p, args, ctx) => {
      const { tenantId } = requireAdmin(ctx);
      const filter = parseInput(userFilterSchema, withoutNulls(args.filter ?? {}));
      const page = parseInput(pageSchema, withoutNulls({ limit: args.limit, offset: args.offset }));
      const found = await listTenantUsers(ctx.db, tenantId, filter, page);
      return { items: found.items.map(toUser), total: found.total };
    },
    tenantUser: async (_p, args, ctx) => {
      const { tenantId } = requireAdmin(ctx);
      const row = await tenantUser(ctx.db, tenantId, parseInput(idSchema, args.id));
      return row && toUser(row);
    },
    tenants: (_p, _a, ctx) => {
      requireSuperAdmin(ctx);
      return listTenants(ctx.db);
    },
    scheduledJobs: async (_p, _a, ctx) => {
      requireAdmin(ctx);
      return (await listScheduledJobs(ctx.db)).map(toScheduledJob);
    },
    onboardingSteps: (_p, _a, ctx) => onboardingSteps(ctx.db, requireAdmin(ctx).tenantId),
    passwordTokenValid: (_p, args, ctx) => passwordTokenValid(ctx.db, args.token),
  },
  Mutation: {
    createRole: async (_p, args, ctx) => {
      const { tenantId, actor } = requireAdmin(ctx);
      const { name, description, grants } = roleInput(args.input);
      return toRoleChange(
        await run(() => createRole(ctx.db, actor, tenantId, { name, description, grants })),
      );
    },
    updateRole: async (_p, args, ctx) => {
      const { tenantId, actor } = requireAdmin(ctx);
      const id = parseInput(idSchema, args.id);
      const input = roleInput(args.input);
      return toRoleChange(await run(() => updateRole(ctx.db, actor, tenantId, id, input)));
    },
    deleteRole: async (_p, args, ctx) => {
      const { tenantId, actor } = requireAdmin(ctx);
      const id = parseInput(idSchema, args.id);
      return toRoleChange(await run(() => deleteRole(ctx.db, actor, tenantId, id)));
    },
    createUser: async (_p, args, ctx) => {
      const { tenantId, actor } = requireAdmin(ctx);
      const input = parseInput(createUserSchema, withoutNulls(args.input));
      const { user, link } = await run(() => createTenantUser(ctx.db, actor, tenantId, input));
      return { user: toUser(user), setPasswordUrl: link.url, expiresAt: link.expiresAt };
    },
    updateUserRoles: async (_p, args, ctx) => {
      const { tenantId, actor } = requireAdmin(ctx);
      const id = parseInput(idSchema, args.id);
      const roleIds = parseInput(userRolesSchema, args.roles);
      return toUser(await run(() => updateTenantUserRoles(ctx.db, actor, tenantId, id, roleIds)));
    },
    setUserDisabled: async (_p, args, ctx) => {
      const { tenantId, actor } = requireAdmin(ctx);
      const id = parseInput(idSchema, args.id);
      return toUser(
        await run(() => setTenantUserDisabled(ctx.db, actor, tenantId, id, args.disabled)),
      );
    },
    resetUserPassword: async (_p, args, ctx) => {
      const { tenantId, actor } = requireAdmin(ctx);
      const id = parseInput(idSchema, args.id);
      return run(() => resetTenantUserPassword(ctx.db, actor, tenantId, id));
    },
    createTenant: async (_p, args, ctx) => {
      const actor = requireSuperAdmin(ctx);
      const input = parseInput(tenantInputSchema, withoutNulls(args.input));
      return run(() => createTenant(ctx.db, actor, input));
    },
    updateTenant: async (_p, args, ctx) => {
      const actor = requireSuperAdmin(ctx);
      const id = parseInput(idSchema, args.id);
      const input = parseInput(tenantInputSchema, withoutNulls(args.input));
      return run(() => updateTenant(ctx.db, actor, id, input));
    },
    setTenantStatus: async (_p, args, ctx) => {
      const actor = requireSuperAdmin(ctx);
      const id = parseInput(idSchema, args.id);
      const status = parseInput(z.enum(TENANT_STATUSES, "invalidStatus"), args.status);
      return run(() => setTenantStatus(ctx.db, actor, id, status));
    },
    setTenantConfig: async (_p, args, ctx) => {
      const actor = requireSuperAdmin(ctx);
      const id = parseInput(idSchema, args.id);
      const { config, values } = parseInput(tenantConfigSchema, {
        config: args.config,
        values: args.values,
      });
      return run(() => setTenantConfig(ctx.db, actor, id, config, values));
    },
    setFeatureFlag: async (_p, args, ctx) => {
      const actor = requireSuperAdmin(ctx);
      const id = parseInput(idSchema, args.id);
      const flag = parseInput(featureFlagSchema, args.input);
      return run(() => setFeatureFlag(ctx.db, actor, id, flag));
    },
    setModuleStatus: async (_p, args, ctx) => {
      const actor = requireSuperAdmin(ctx);
      const status = parseInput(z.enum(MODULE_STATUSES, "invalidStatus"), args.status);
      return run(() => setModuleStatus(ctx.db, actor, args.name, status));
    },
    setScheduledJobEnabled: async (_p, args, ctx) => {
      const actor = requireSuperAdmin(ctx);
      return changeJob(ctx, actor, args.id, { enabled: args.enabled });
    },
    updateScheduledJob: async (_p, args, ctx) => {
      const actor = requireSuperAdmin(ctx);
      const input = parseInput(scheduledJobInputSchema, withoutNulls(args.input));
      return changeJob(ctx, actor, args.id, {
        ...(input.scheduleExpression === undefined ? {} : { cron: input.scheduleExpression }),
        ...(input.lambdaName === undefined ? {} : { lambdaName: input.lambdaName || null }),
        ...(input.arn === undefined ? {} : { arn: input.arn || null }),
      });
    },
    runScheduledJob: async (_p, args, ctx) => {
      const actor = requireSuperAdmin(ctx);
      const queue = await getQueue();
      await run(() => runScheduledJobNow(ctx.db, queue, args.id));
      await writeJobAudit(ctx, actor, args.id, "scheduledJob.run", {});
      const job = (await listScheduledJobs(ctx.db)).find((row) => row.name === args.id);
      if (!job) throw notFound("Scheduled job not found");
      return toScheduledJob(job);
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

async function writeJobAudit(
  ctx: GraphQLContext,
  actor: AdminActor & { tenantId: string | null },
  name: string,
  action: string,
  changes: Record<string, unknown>,
) {
  await writeAudit(ctx.db, actor, {
    tenantId: null,
    action,
    targetType: "scheduledJob",
    targetId: name,
    changes,
  });
}

/** A switch or an edit of a job that runs for every tenant: the platform's audit row. */
async function changeJob(
  ctx: GraphQLContext,
  actor: AdminActor & { tenantId: string | null },
  name: string,
  change: Parameters<typeof changeScheduledJob>[3],
): Promise<ScheduledJob> {
  const queue = await getQueue();
  const { before, after } = await run(() => changeScheduledJob(ctx.db, queue, name, change));
  const changes = Object.fromEntries(
    (["enabled", "cron", "lambdaName", "arn"] as const)
      .filter((key) => before[key] !== after[key])
      .map((key) => [key, { from: before[key], to: after[key] }]),
  );
  if (Object.keys(changes).length > 0)
    await writeJobAudit(ctx, actor, name, "scheduledJob.update", changes);
  return toScheduledJob(after);
}
