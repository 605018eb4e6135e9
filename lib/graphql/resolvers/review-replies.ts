import "server-only";
import { getQueue } from "@/lib/jobs/runtime";
import { ANONYMOUS_REVIEWER } from "@/lib/maps/types-reviews";
import {
  getAutoReplySettings,
  listAutoReplyRules,
  listRecentAutoReplies,
  loadTemplates,
  updateAutoReplySettings,
} from "@/lib/reviews/auto-reply-settings";
import { getReviewRecord } from "@/lib/reviews/queries/record";
import { deleteReviewReply, replyToReview, type ReplyJob } from "@/lib/reviews/replies";
import {
  createReviewTemplate,
  deleteReviewTemplate,
  listReviewTemplates,
  updateReviewTemplate,
} from "@/lib/reviews/templates";
import { batchLoader } from "../batch";
import type { GraphQLContext } from "../context";
import type {
  AutoReplyRecordResolvers,
  AutoReplyRuleResolvers,
  AutoReplySettingsResolvers,
  MutationResolvers,
  QueryResolvers,
} from "../generated/resolvers";
import { notFound } from "../errors";
import { requireTenant, sectionCaller } from "../guards";
import { refusing } from "../refusals";

/** The queued reply with the review as it is now (its replyJob PENDING). */
async function replyResult(ctx: GraphQLContext, tenantId: string, reviewId: string, job: ReplyJob) {
  const review = await getReviewRecord(ctx.db, { tenantId, id: reviewId });
  if (!review) throw notFound("No such review");
  return { ...job, review };
}

/** Replies to reviews, response templates and automatic replies (section "reviews"). */
export const reviewRepliesResolvers: {
  Query: Pick<QueryResolvers, "reviewTemplates" | "autoReplySettings">;
  Mutation: Pick<
    MutationResolvers,
    | "replyToReview"
    | "deleteReviewReply"
    | "createReviewTemplate"
    | "updateReviewTemplate"
    | "deleteReviewTemplate"
    | "updateAutoReplySettings"
  >;
  AutoReplySettings: AutoReplySettingsResolvers;
  AutoReplyRecord: AutoReplyRecordResolvers;
  AutoReplyRule: AutoReplyRuleResolvers;
} = {
  Query: {
    reviewTemplates: (_parent, _args, ctx) =>
      listReviewTemplates(ctx.db, { tenantId: sectionCaller(ctx, "reviews").tenantId }),
    autoReplySettings: (_parent, _args, ctx) =>
      getAutoReplySettings(ctx.db, { tenantId: sectionCaller(ctx, "reviews").tenantId }),
  },
  Mutation: {
    replyToReview: async (_parent, args, ctx) => {
      const caller = sectionCaller(ctx, "reviews");
      const job = await refusing(async () =>
        replyToReview(ctx.db, await getQueue(), { ...caller, ...args }),
      );
      return replyResult(ctx, caller.tenantId, args.reviewId, job);
    },
    deleteReviewReply: async (_parent, args, ctx) => {
      const caller = sectionCaller(ctx, "reviews");
      const job = await refusing(async () =>
        deleteReviewReply(ctx.db, await getQueue(), { ...caller, reviewId: args.reviewId }),
      );
      return replyResult(ctx, caller.tenantId, args.reviewId, job);
    },
    createReviewTemplate: (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "reviews");
      return refusing(() => createReviewTemplate(ctx.db, { tenantId, input: args.input }));
    },
    updateReviewTemplate: (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "reviews");
      return refusing(() =>
        updateReviewTemplate(ctx.db, { tenantId, id: args.id, input: args.input }),
      );
    },
    deleteReviewTemplate: (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "reviews");
      return refusing(() => deleteReviewTemplate(ctx.db, { tenantId, id: args.id }));
    },
    updateAutoReplySettings: (_parent, args, ctx) => {
      const caller = sectionCaller(ctx, "reviews");
      return refusing(() => updateAutoReplySettings(ctx.db, { ...caller, input: args.input }));
    },
  },
  // Parents come only from the guarded fields above, which scoped them to the caller's tenant.
  AutoReplySettings: {
    rules: (parent, _args, ctx) => listAutoReplyRules(ctx.db, { tenantId: parent.tenantId }),
    recent: async (parent, _args, ctx) =>
      // A reply being sent right now is still to be sent, as far as anyone reading can tell.
      (await listRecentAutoReplies(ctx.db, { tenantId: parent.tenantId })).map((reply) =>
        reply.status === "SENDING" ? { ...reply, status: "SCHEDULED" } : reply,
      ),
  },
  AutoReplyRecord: {
    reviewer: (parent) => parent.reviewerName || ANONYMOUS_REVIEWER,
  },
  AutoReplyRule: {
    rating: (parent) => parent.starRating,
    templates: async (parent, _args, ctx) => {
      const load = batchLoader(ctx, "reviewTemplatesById", async (ids: string[]) =>
        loadTemplates(ctx.db, { tenantId: requireTenant(ctx), ids }),
      );
      const templates = await Promise.all(parent.templateIds.map((id) => load(id)));
      return templates.filter((template) => template !== undefined);
    },
  },
};
