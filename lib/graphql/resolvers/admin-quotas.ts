import "server-only";
import { z } from "zod";
import { backgroundShareError } from "@/lib/maps/background-share";
import { dailyCapError } from "@/lib/maps/daily-cap";
import { mapsWeightError } from "@/lib/maps/weight";
import {
  getMapsQuotaUse,
  listMapsQuotaTenants,
  setTenantMapsDailyCap,
  tenantProjectUpdatesPerDay,
} from "@/lib/jobs/quota-use";
import { setMapsBackgroundShare, setTenantMapsWeight } from "@/lib/jobs/quota-settings";
import { setTenantMapsProject } from "@/lib/jobs/tenant-maps-project";
import { findMapsProject } from "@/lib/maps/projects";
import { pageSchema } from "@/lib/validation/paging";
import { auditActor } from "../audit-actor";
import { notFound } from "../errors";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers";
import { requireSuperAdmin } from "../guards";
import { parseInput, withoutNulls } from "../validate";

/** A whole number checked by one of lib/maps' rules, whose error is the issue's message. */
const ruled = (rule: (value: number) => string | null) =>
  z.number().superRefine((value, check) => {
    const error = rule(value);
    if (error) check.addIssue({ code: "custom", message: error });
  });

const tenantSchema = z.object({ tenantId: z.uuid("invalidId") });

/** A cap for a tenant whose maps project allows `projectUpdatesPerDay` updates a day. */
const capSchema = (projectUpdatesPerDay: number) =>
  z.object({ cap: ruled((cap) => dailyCapError(cap, projectUpdatesPerDay)).nullable() });

/** A configured maps project's id; any other is unknownProject. */
const projectId = z.string().refine((id) => Boolean(findMapsProject(id)), "unknownProject");

const projectSchema = z.object({ tenantId: z.uuid("invalidId"), project: projectId });

const weightSchema = z.object({ tenantId: z.uuid("invalidId"), weight: ruled(mapsWeightError) });

/** Null goes back to the default share. */
const shareSchema = z.object({
  project: projectId,
  percent: ruled(backgroundShareError).nullable(),
});

const tenantFilterSchema = z.object({
  search: z.string().trim().max(100).optional(),
  disabled: z.boolean().default(false),
});

/**
 * The maps quotas' use, each tenant's cap, weight and project, each project's background share:
 * a Super Admin's.
 */
export const adminQuotasResolvers: {
  Query: Pick<QueryResolvers, "mapsQuotaUse" | "mapsQuotaTenants">;
  Mutation: Pick<
    MutationResolvers,
    | "setTenantMapsDailyCap"
    | "setTenantMapsProject"
    | "setTenantMapsWeight"
    | "setMapsBackgroundShare"
  >;
} = {
  Query: {
    mapsQuotaUse: async (_parent, _args, ctx) => {
      requireSuperAdmin(ctx);
      return getMapsQuotaUse(ctx.db);
    },
    mapsQuotaTenants: async (_parent, args, ctx) => {
      requireSuperAdmin(ctx);
      const filter = parseInput(tenantFilterSchema, withoutNulls(args.filter ?? {}));
      const page = parseInput(pageSchema, withoutNulls({ limit: args.limit, offset: args.offset }));
      return listMapsQuotaTenants(ctx.db, {
        ...filter,
        search: filter.search || undefined,
        ...page,
      });
    },
  },
  Mutation: {
    setTenantMapsDailyCap: async (_parent, args, ctx) => {
      requireSuperAdmin(ctx);
      const { tenantId } = parseInput(tenantSchema, { tenantId: args.tenantId });
      // The range is the tenant's own project's day.
      const day = await tenantProjectUpdatesPerDay(ctx.db, tenantId);
      if (day === null) throw notFound("Tenant not found");
      const { cap } = parseInput(capSchema(day), { cap: args.cap ?? null });
      const use = await setTenantMapsDailyCap(ctx.db, auditActor(ctx), tenantId, cap);
      if (!use) throw notFound("Tenant not found");
      return use;
    },
    setTenantMapsProject: async (_parent, args, ctx) => {
      requireSuperAdmin(ctx);
      const { tenantId, project } = parseInput(projectSchema, args);
      const use = await setTenantMapsProject(ctx.db, auditActor(ctx), tenantId, project);
      if (!use) throw notFound("Tenant not found");
      return use;
    },
    setTenantMapsWeight: async (_parent, args, ctx) => {
      requireSuperAdmin(ctx);
      const { tenantId, weight } = parseInput(weightSchema, args);
      const use = await setTenantMapsWeight(ctx.db, auditActor(ctx), tenantId, weight);
      if (!use) throw notFound("Tenant not found");
      return use;
    },
    setMapsBackgroundShare: async (_parent, args, ctx) => {
      requireSuperAdmin(ctx);
      const { project, percent } = parseInput(shareSchema, args);
      return setMapsBackgroundShare(ctx.db, auditActor(ctx), project, percent);
    },
  },
};
