import "server-only";
import { z } from "zod";
import {
  homeScope,
  locationMetrics,
  questionMetrics,
  reviewMetrics,
  topLocations,
} from "@/lib/insights/queries";
import { canSeeHomeBlock, type HomeBlock } from "@/lib/insights/home-blocks";
import { importStatuses } from "@/lib/onboarding/imports";
import type { GraphQLContext } from "../context";
import type { HomeSelection, QueryResolvers } from "../generated/resolvers";
import { forbidden } from "../errors";
import { requireTenant } from "../guards";
import { selectsField } from "../selection";
import { parseInput } from "../validate";

const selectionSchema = z.array(z.uuid()).max(100_000).nullish();
const limitSchema = z.number().int().min(1).max(10).nullish();

/** The stores of the caller's tenant the widgets cover; ids of other tenants simply drop out. */
async function scopeFor(ctx: GraphQLContext, selection?: HomeSelection | null) {
  const tenantId = requireTenant(ctx);
  const ids = parseInput(selectionSchema, selection?.locationIds ?? null);
  return homeScope(ctx.db, { tenantId, isLead: ctx.user!.isLeads, selection: ids });
}

/** FORBIDDEN unless the caller's roles show `block` (lib/insights/home-blocks). */
function requireBlock(ctx: GraphQLContext, block: HomeBlock): void {
  requireTenant(ctx);
  if (!canSeeHomeBlock(ctx.roles, block)) throw forbidden();
}

export const homeResolvers: {
  Query: Pick<QueryResolvers, "topLocations" | "homeWeb" | "locationsReportInsightsAverage">;
} = {
  Query: {
    topLocations: async (_parent, args, ctx) => {
      requireBlock(ctx, "interactions");
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
    // Each part is read only when asked for, and refused when the caller's roles do not show it.
    homeWeb: async (_parent, args, ctx, info) => {
      const withReviews = selectsField(info, "reviews");
      const withQuestions = selectsField(info, "faq");
      if (withReviews) requireBlock(ctx, "reputation");
      if (withQuestions) requireBlock(ctx, "questions");
      const scope = await scopeFor(ctx, args.selection);
      const statuses = await importStatuses(ctx.db, { tenantId: scope.tenantId });
      return {
        reviews: withReviews
          ? await reviewMetrics(ctx.db, scope)
          : { rating: null, total: 0, answered: 0 },
        faq: withQuestions ? await questionMetrics(ctx.db, scope) : { totalQ: 0, answeredQ: 0 },
        syncing: Object.values(statuses).includes("RUNNING"),
      };
    },
    locationsReportInsightsAverage: async (_parent, args, ctx) => {
      requireBlock(ctx, "interactions");
      return locationMetrics(ctx.db, await scopeFor(ctx, args.selection));
    },
  },
};
