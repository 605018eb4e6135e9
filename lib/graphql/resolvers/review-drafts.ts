import "server-only";
import { getQueue } from "@/lib/jobs/runtime";
import { languageModelConfig } from "@/lib/language-model";
import { ReviewDraftsError } from "@/lib/review-drafts/errors";
import {
  getBrandVoice,
  listReviewDrafts,
  type ReviewDraftRecord,
} from "@/lib/review-drafts/queries";
import { draftListSchema } from "@/lib/review-drafts/schema";
import {
  approveReviewDrafts,
  discardReviewDrafts,
  draftReplies,
  draftReply,
  updateBrandVoice,
  updateReviewDraft,
} from "@/lib/review-drafts/service";
import { reviewFilterSchema } from "@/lib/reviews/schema";
import type { GraphQLContext } from "../context";
import { badUserInput, translatedError } from "../errors";
import type {
  MutationResolvers,
  QueryResolvers,
  ReviewDraft,
  ReviewDraftStatus,
} from "../generated/resolvers";
import { sectionCaller } from "../guards";
import { refusing } from "../refusals";
import { parseInput, withoutNulls } from "../validate";
import { workspaceArg } from "../workspace-arg";

// Drafted replies and the brand voice (section reviews): thin over lib/review-drafts. Its refusals
// answer in the caller's language (reviewDrafts.errors); with no drafter configured every draft
// operation is refused with modelOff, and replyDrafter says so for the UI.

const caller = (ctx: GraphQLContext) => sectionCaller(ctx, "reviews");

const ERROR_KEYS = {
  MODEL_OFF: "modelOff",
  MODEL_FAILED: "modelFailed",
  NOT_FOUND: "notFound",
  NOT_OPEN: "notOpen",
  RULES: "rules",
} as const;

async function drafts<T>(ctx: GraphQLContext, work: () => Promise<T>): Promise<T> {
  try {
    return await refusing(work);
  } catch (error) {
    if (!(error instanceof ReviewDraftsError)) throw error;
    if (error.code === "INPUT") throw badUserInput(error.issues);
    const key = ERROR_KEYS[error.code];
    const translated = translatedError(ctx.locale, {
      namespace: "reviewDrafts.errors",
      key,
      code: error.code === "NOT_FOUND" ? "NOT_FOUND" : "BAD_USER_INPUT",
    });
    if (error.issues.length) translated.extensions.issues = error.issues;
    throw translated;
  }
}

function toDraft(row: ReviewDraftRecord): ReviewDraft {
  return {
    ...row,
    status: row.status as ReviewDraftStatus,
    offline: row.source === "offline",
    violations: row.violations.map((v) => ({ code: v.code, detail: v.detail ?? null })),
  };
}

type Query = Pick<QueryResolvers, "brandVoice" | "replyDrafter" | "reviewDrafts">;
type Mutation = Pick<
  MutationResolvers,
  | "updateBrandVoice"
  | "draftReply"
  | "draftReplies"
  | "updateReviewDraft"
  | "approveReviewDrafts"
  | "discardReviewDrafts"
>;

export const reviewDraftsResolvers: { Query: Query; Mutation: Mutation } = {
  Query: {
    brandVoice: (_parent, _args, ctx) => getBrandVoice(ctx.db, { tenantId: caller(ctx).tenantId }),
    replyDrafter: (_parent, _args, ctx) => {
      caller(ctx);
      const config = languageModelConfig();
      if (config.kind === "model") return { mode: "MODEL", modelId: config.id };
      return { mode: config.kind === "offline" ? "OFFLINE" : "OFF", modelId: null };
    },
    reviewDrafts: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const params = parseInput(draftListSchema, withoutNulls(args));
      const page = await listReviewDrafts(ctx.db, { tenantId, ...params });
      return { total: page.total, items: page.items.map(toDraft) };
    },
  },
  Mutation: {
    updateBrandVoice: (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      return drafts(ctx, () => updateBrandVoice(ctx.db, { tenantId, input: args.input }));
    },
    draftReply: async (_parent, args, ctx) => {
      const actor = caller(ctx);
      return toDraft(
        await drafts(ctx, () => draftReply(ctx.db, { ...actor, reviewId: args.reviewId })),
      );
    },
    draftReplies: async (_parent, args, ctx) => {
      const actor = caller(ctx);
      const filter = parseInput(reviewFilterSchema, withoutNulls(args.filter ?? {}));
      const row = await workspaceArg(ctx, actor.tenantId, filter.workspaceId);
      const workspace = row ? { id: row.id, isDefault: row.isDefault } : undefined;
      return drafts(ctx, () => draftReplies(ctx.db, { ...actor, filter, workspace }));
    },
    updateReviewDraft: async (_parent, args, ctx) => {
      const actor = caller(ctx);
      return toDraft(
        await drafts(ctx, () =>
          updateReviewDraft(ctx.db, { ...actor, id: args.id, text: args.text }),
        ),
      );
    },
    approveReviewDrafts: async (_parent, args, ctx) => {
      const actor = caller(ctx);
      const result = await drafts(ctx, async () =>
        approveReviewDrafts(ctx.db, await getQueue(), { ...actor, ids: args.ids }),
      );
      return { jobId: result.jobId, approved: result.approved };
    },
    discardReviewDrafts: (_parent, args, ctx) => {
      const actor = caller(ctx);
      return drafts(ctx, () => discardReviewDrafts(ctx.db, { ...actor, ids: args.ids }));
    },
  },
};
