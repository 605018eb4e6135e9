import "server-only";
import { z } from "zod";
import { ANONYMOUS_REVIEWER } from "@/lib/maps/types-reviews";
import { listReviews } from "@/lib/reviews/queries/inbox";
import { getReviewRecord } from "@/lib/reviews/queries/record";
import type { ReviewWorkspace } from "@/lib/reviews/types";
import { listReviewsSchema, reviewLocationsSchema, reviewReportSchema } from "@/lib/reviews/schema";
import { setReviewReport } from "@/lib/reviews/service";
import { listStoreOptions } from "@/lib/locations/store-options";
import type { GraphQLContext } from "../context";
import type {
  MutationResolvers,
  QueryResolvers,
  ReviewResolvers,
  ReviewSentiment,
} from "../generated/resolvers";
import { sectionCaller } from "../guards";
import { refusing } from "../refusals";
import { selectsField } from "../selection";
import { parseInput } from "../validate";
import { workspaceArg } from "../workspace-arg";

const idSchema = z.uuid("invalidId");

/** What the maps service shows for a reviewer who left no name. */

/** GraphQL sends null for fields left out of an input; the schemas read them as absent. */
function withoutNullFields(value: object | null | undefined): Record<string, unknown> | undefined {
  if (!value) return undefined;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null));
}

async function inboxWorkspace(
  ctx: GraphQLContext,
  tenantId: string,
  requestedId: string | undefined,
): Promise<ReviewWorkspace | undefined> {
  const row = await workspaceArg(ctx, tenantId, requestedId);
  return row ? { id: row.id, isDefault: row.isDefault } : undefined;
}

export const reviewsResolvers: {
  Query: Pick<QueryResolvers, "reviews" | "review" | "reviewLocations">;
  Mutation: Pick<MutationResolvers, "setReviewReport">;
  Review: ReviewResolvers;
} = {
  Query: {
    reviews: async (_parent, args, ctx, info) => {
      const { tenantId } = sectionCaller(ctx, "reviews");
      const params = parseInput(listReviewsSchema, {
        filter: withoutNullFields(args.filter),
        sort: args.sort ?? undefined,
        limit: args.limit ?? undefined,
        offset: args.offset ?? undefined,
      });
      const workspace = await inboxWorkspace(ctx, tenantId, params.filter.workspaceId);
      // Counting thousands of matches costs more than the page: only when the query asks.
      const withTotal = selectsField(info, "total");
      const page = await listReviews(ctx.db, { ...params, tenantId, workspace, withTotal });
      return { ...page, totalCapped: page.totalCapped ?? false };
    },
    review: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "reviews");
      const id = parseInput(idSchema, args.id);
      return getReviewRecord(ctx.db, { tenantId, id });
    },
    reviewLocations: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "reviews");
      const params = parseInput(reviewLocationsSchema, withoutNullFields(args));
      const workspace = params.ids
        ? undefined
        : await inboxWorkspace(ctx, tenantId, params.workspaceId);
      return listStoreOptions(ctx.db, { ...params, tenantId, workspace });
    },
  },
  Mutation: {
    setReviewReport: async (_parent, args, ctx) => {
      const caller = sectionCaller(ctx, "reviews");
      const reviewId = parseInput(idSchema, args.reviewId);
      const status = parseInput(reviewReportSchema, args.status ?? null);
      return refusing(() => setReviewReport(ctx.db, { ...caller, reviewId, status }));
    },
  },
  Review: {
    name: (review) => review.googleId,
    rating: (review) => review.starRating,
    reviewer: (review) => review.reviewerName || ANONYMOUS_REVIEWER,
    sentiment: (review) => review.sentiment as ReviewSentiment,
    reply: (review) =>
      review.replyComment === null
        ? null
        : {
            comment: review.replyComment,
            updateTime: review.replyUpdateTime ?? review.updateTime,
            state: review.replyState as "PENDING" | "APPROVED" | "REJECTED" | null,
            policyViolation: review.replyPolicyViolation,
            automatic: review.replySource === "AUTOMATIC",
          },
    replyJob: (review) => review.replyJob,
    reported: (review) => review.reportStatus as "REPORTED" | "APPROVED" | "REJECTED" | null,
    removedAt: (review) => review.removedAt,
    location: (review) => review.location,
  },
};
