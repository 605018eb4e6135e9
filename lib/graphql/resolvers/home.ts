import "server-only";
import { z } from "zod";
import { homeMetrics, homeScope, locationMetrics, topLocations } from "@/lib/insights/home";
import { importStatuses } from "@/lib/onboarding/imports";
import type { GraphQLContext } from "../context";
import type { HomeSelection, QueryResolvers } from "../generated/resolvers";
import { requireTenant } from "../guards";
import { parseInput } from "../validate";

const selectionSchema = z.array(z.uuid()).max(100_000).nullish();
const limitSchema = z.number().int().min(1).max(10).nullish();

/** The stores of the caller's tenant the widgets cover; ids of other tenants simply drop out. */
async function scopeFor(ctx: GraphQLContext, selection?: HomeSelection | null) {
  const tenantId = requireTenant(ctx);
  const ids = parseInput(selectionSchema, selection?.locationIds ?? null);
  return homeScope(ctx.db, tenantId, { isLead: ctx.user!.isLeads, selection: ids });
}

export const homeResolvers: {
  Query: Pick<QueryResolvers, "topLocations" | "homeWeb" | "locationsReportInsightsAverage">;
} = {
  Query: {
    topLocations: async (_parent, args, ctx) => {
      const limit = parseInput(limitSchema, args.limit) ?? 3;
      const rows = await topLocations(ctx.db, await scopeFor(ctx, args.selection), { limit });
      return rows.map((row) => ({
        id: row.id,
        _id: row._id,
        locationName: row.locationName,
        address: {
          addressLines: row.addressLines,
          locality: row.locality,
          regionCode: null,
          languageCode: null,
          postalCode: null,
          administrativeArea: null,
        },
        insights: row.insights,
      }));
    },
    homeWeb: async (_parent, args, ctx) => {
      const scope = await scopeFor(ctx, args.selection);
      const statuses = await importStatuses(ctx.db, scope.tenantId);
      return {
        ...(await homeMetrics(ctx.db, scope)),
        syncing: Object.values(statuses).includes("RUNNING"),
      };
    },
    locationsReportInsightsAverage: async (_parent, args, ctx) =>
      locationMetrics(ctx.db, await scopeFor(ctx, args.selection)),
  },
};
