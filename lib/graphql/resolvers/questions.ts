import "server-only";
import { z } from "zod";
import { getQueue } from "@/lib/jobs/runtime";
import { listStoreOptions } from "@/lib/locations/store-options";
import { qandaService } from "@/lib/questions/availability";
import { getQuestion, listQuestions, type QuestionRecord } from "@/lib/questions/queries";
import {
  answerQuestionSchema,
  answerQuestionsSchema,
  faqSchema,
  questionsListSchema,
} from "@/lib/questions/schema";
import { answerQuestions, createFaq } from "@/lib/questions/service";
import { reviewLocationsSchema } from "@/lib/reviews/schema";
import type { GraphQLContext } from "../context";
import { translatedError } from "../errors";
import type { MutationResolvers, Question, QueryResolvers } from "../generated/resolvers";
import { sectionCaller } from "../guards";
import { refusing } from "../refusals";
import { parseInput, withoutNulls } from "../validate";
import { listWorkspace } from "../workspace-arg";

// Questions and answers (spec §1 faq; §6: ADMIN, FAQ): thin over lib/questions. Against a maps
// service that no longer offers Q&A (Google), reads still work and every write is refused.

const caller = (ctx: GraphQLContext) => sectionCaller(ctx, "faq");
const idSchema = z.uuid({ message: "invalidId" });

/**
 * Writes first check the service: against one that retired Q&A, nothing is read or queued and the
 * refusal says why in the caller's language (FORBIDDEN, reason QANDA_RETIRED).
 */
function requireQandaService(ctx: GraphQLContext) {
  if (qandaService().available) return;
  throw translatedError(ctx.locale, {
    namespace: "faq.errors",
    key: "QANDA_RETIRED",
    code: "FORBIDDEN",
  });
}

function toQuestion(row: QuestionRecord): Question {
  const pending = row.answerJobStatus && row.answerJobStatus !== "DONE";
  return {
    id: row.id,
    name: row.googleId,
    locationId: row.locationId,
    storeName: row.storeName,
    text: row.text,
    author: row.authorName,
    authorType: row.authorType,
    ownerFaq: row.authorType === "MERCHANT",
    createTime: row.createTime,
    updateTime: row.updateTime,
    totalAnswerCount: row.totalAnswerCount,
    topAnswer: row.topAnswer,
    answered: row.ownerAnswer !== null,
    ownerAnswer: row.ownerAnswer,
    ownerAnswerTime: row.ownerAnswerTime,
    answerJob:
      pending || row.answerJobStatus === "FAILED"
        ? { status: row.answerJobStatus!, error: row.answerJobError }
        : null,
  };
}

type Query = Pick<QueryResolvers, "questions" | "question" | "questionsService" | "faqLocations">;
type Mutation = Pick<MutationResolvers, "answerQuestion" | "answerQuestions" | "createFaq">;

export const questionsResolvers: { Query: Query; Mutation: Mutation } = {
  Query: {
    questions: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const { filter, limit, offset } = parseInput(questionsListSchema, withoutNulls(args));
      const workspace = await listWorkspace(ctx, tenantId, filter.workspaceId);
      const page = await listQuestions(ctx.db, { tenantId, filter, workspace, limit, offset });
      return { total: page.total, items: page.items.map(toQuestion) };
    },
    question: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const id = idSchema.safeParse(args.id);
      if (!id.success) return null;
      const row = await getQuestion(ctx.db, { tenantId, id: id.data });
      return row ? toQuestion(row) : null;
    },
    questionsService: (_parent, _args, ctx) => {
      caller(ctx);
      return qandaService();
    },
    faqLocations: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const params = parseInput(reviewLocationsSchema, withoutNulls(args));
      const workspace = await listWorkspace(ctx, tenantId, params.workspaceId);
      return listStoreOptions(ctx.db, { ...params, tenantId, workspace });
    },
  },
  Mutation: {
    answerQuestion: async (_parent, args, ctx) => {
      const actor = caller(ctx);
      requireQandaService(ctx);
      const input = parseInput(answerQuestionSchema, args);
      return refusing(async () =>
        answerQuestions(ctx.db, await getQueue(), actor, {
          questionIds: [input.questionId],
          excludedIds: [],
          text: input.text,
        }),
      );
    },
    answerQuestions: async (_parent, args, ctx) => {
      const actor = caller(ctx);
      requireQandaService(ctx);
      const input = parseInput(answerQuestionsSchema, withoutNulls(args));
      const workspace = input.filter
        ? await listWorkspace(ctx, actor.tenantId, input.filter.workspaceId)
        : undefined;
      return refusing(async () =>
        answerQuestions(ctx.db, await getQueue(), actor, { ...input, workspace }),
      );
    },
    createFaq: async (_parent, args, ctx) => {
      const actor = caller(ctx);
      requireQandaService(ctx);
      const input = parseInput(faqSchema, withoutNulls({ ...args.input }));
      return refusing(async () => createFaq(ctx.db, await getQueue(), actor, input), "input.");
    },
  },
};
