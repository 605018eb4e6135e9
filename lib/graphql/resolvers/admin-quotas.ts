import "server-only";
import { z } from "zod";
import { dailyCapError } from "@/lib/maps/daily-cap";
import { getMapsQuotaUse, setTenantMapsDailyCap } from "@/lib/jobs/quota-use";
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

/** The shared maps quotas' use, and each tenant's own daily cap: a Super Admin's. */
export const adminQuotasResolvers: {
  Query: Pick<QueryResolvers, "mapsQuotaUse">;
  Mutation: Pick<MutationResolvers, "setTenantMapsDailyCap">;
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
  },
};
