import "server-only";
import { z } from "zod";
import { dailyCapError } from "@/lib/maps/daily-cap";
import { getMapsQuotaUse, setTenantMapsDailyCap } from "@/lib/jobs/quota-use";
import { setTenantMapsProject } from "@/lib/jobs/tenant-maps-project";
import { findMapsProject } from "@/lib/maps/projects";
import { auditActor } from "../audit-actor";
import { notFound } from "../errors";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers";
import { requireSuperAdmin } from "../guards";
import { parseInput } from "../validate";

const capSchema = z.object({
  tenantId: z.uuid("invalidId"),
  cap: z
    .number()
    .nullable()
    .superRefine((cap, check) => {
      const error = cap === null ? null : dailyCapError(cap);
      if (error) check.addIssue({ code: "custom", message: error });
    }),
});

const projectSchema = z.object({
  tenantId: z.uuid("invalidId"),
  project: z.string().refine((id) => Boolean(findMapsProject(id)), "unknownProject"),
});

/** The maps quotas' use, each tenant's own daily cap and its project: a Super Admin's. */
export const adminQuotasResolvers: {
  Query: Pick<QueryResolvers, "mapsQuotaUse">;
  Mutation: Pick<MutationResolvers, "setTenantMapsDailyCap" | "setTenantMapsProject">;
} = {
  Query: {
    mapsQuotaUse: async (_parent, _args, ctx) => {
      requireSuperAdmin(ctx);
      return getMapsQuotaUse(ctx.db);
    },
  },
  Mutation: {
    setTenantMapsDailyCap: async (_parent, args, ctx) => {
      requireSuperAdmin(ctx);
      const { tenantId, cap } = parseInput(capSchema, {
        tenantId: args.tenantId,
        cap: args.cap ?? null,
      });
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
  },
};
