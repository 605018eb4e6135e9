import "server-only";
import { z } from "zod";
import {
  featureFlagSchema,
  MODULE_STATUSES,
  TENANT_STATUSES,
  tenantConfigSchema,
  tenantInputSchema,
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
import { platformActor } from "../audit-actor";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers";
import { sectionCaller } from "../guards";
import { refusing } from "../refusals";
import { parseInput, withoutNulls } from "../validate";

const idSchema = z.uuid("invalidId");

/** Tenants and module status reach across tenants: a Super Admin's; onboarding steps are the tenant's. */
export const adminTenantsResolvers: {
  Query: Pick<QueryResolvers, "tenants" | "onboardingSteps">;
  Mutation: Pick<
    MutationResolvers,
    | "createTenant"
    | "updateTenant"
    | "setTenantStatus"
    | "setTenantConfig"
    | "setFeatureFlag"
    | "setModuleStatus"
  >;
} = {
  Query: {
    tenants: (_p, _a, ctx) => {
      platformActor(ctx);
      return listTenants(ctx.db);
    },
    onboardingSteps: (_p, _a, ctx) =>
      onboardingSteps(ctx.db, { tenantId: sectionCaller(ctx, "admin").tenantId }),
  },
  Mutation: {
    createTenant: async (_p, args, ctx) => {
      const actor = platformActor(ctx);
      const input = parseInput(tenantInputSchema, withoutNulls(args.input));
      return refusing(() => createTenant(ctx.db, actor, input));
    },
    updateTenant: async (_p, args, ctx) => {
      const actor = platformActor(ctx);
      const id = parseInput(idSchema, args.id);
      const input = parseInput(tenantInputSchema, withoutNulls(args.input));
      return refusing(() => updateTenant(ctx.db, actor, id, input));
    },
    setTenantStatus: async (_p, args, ctx) => {
      const actor = platformActor(ctx);
      const id = parseInput(idSchema, args.id);
      const status = parseInput(z.enum(TENANT_STATUSES, "invalidStatus"), args.status);
      return refusing(() => setTenantStatus(ctx.db, actor, id, status));
    },
    setTenantConfig: async (_p, args, ctx) => {
      const actor = platformActor(ctx);
      const id = parseInput(idSchema, args.id);
      const { config, values } = parseInput(tenantConfigSchema, {
        config: args.config,
        values: args.values,
      });
      return refusing(() => setTenantConfig(ctx.db, actor, id, config, values));
    },
    setFeatureFlag: async (_p, args, ctx) => {
      const actor = platformActor(ctx);
      const id = parseInput(idSchema, args.id);
      const flag = parseInput(featureFlagSchema, args.input);
      return refusing(() => setFeatureFlag(ctx.db, actor, id, flag));
    },
    setModuleStatus: async (_p, args, ctx) => {
      const actor = platformActor(ctx);
      const status = parseInput(z.enum(MODULE_STATUSES, "invalidStatus"), args.status);
      return refusing(() => setModuleStatus(ctx.db, actor, args.name, status));
    },
  },
};
