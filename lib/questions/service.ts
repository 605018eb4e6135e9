import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import { locations, questions } from "@/lib/db/schema";
import { enqueueJobItems } from "@/lib/jobs/engine";
import { requestedWorkspaceStoreIds } from "@/lib/workspaces/selection";
import type { AnswerPayload, FaqPayload } from "./apply";
import { qandaService, type QandaService } from "./availability";
import { QuestionsError } from "./errors";
import { FAQ_CREATE, QUESTION_ANSWER } from "./kind";
import { matchingQuestionIds, type QuestionWorkspace } from "./queries";
import { QANDA_LIMITS } from "./rules";
import type { AnswerQuestionsValues, FaqValues } from "./schema";

// The writes of questions and answers: each is a job whose items reach the maps service
// (apply.ts). Nothing here calls the service; nothing is queued when it no longer offers Q&A.

type Actor = { tenantId: string; userId: string };

export type QuestionJob = { jobId: string; count: number };

function requireService(service: QandaService) {
  if (!service.available) throw new QuestionsError("RETIRED");
}

/** Answers the tenant's questions alike: one QUESTION_ANSWER item each, in one job. */
export async function answerQuestions(
  db: Db,
  queue: PgBoss,
  actor: Actor,
  input: AnswerQuestionsValues & { workspace?: QuestionWorkspace },
  service: QandaService = qandaService(),
): Promise<QuestionJob> {
  requireService(service);
  const excluded = new Set(input.excludedIds);
  const ids = input.filter
    ? (
        await matchingQuestionIds(db, {
          tenantId: actor.tenantId,
          filter: input.filter,
          workspace: input.workspace,
          max: QANDA_LIMITS.answerMany + excluded.size,
        })
      ).filter((id) => !excluded.has(id))
    : [...new Set(input.questionIds)];
  if (ids.length === 0)
    throw new QuestionsError("INPUT", [{ path: "questionIds", message: "noQuestions" }]);
  if (ids.length > QANDA_LIMITS.answerMany)
    throw new QuestionsError("INPUT", [{ path: "questionIds", message: "tooMany" }]);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: questions.id, locationId: questions.locationId })
      .from(questions)
      .where(and(eq(questions.tenantId, actor.tenantId), inArray(questions.id, ids)))
      .for("update");
    if (rows.length !== ids.length) throw new QuestionsError("NOT_FOUND");
    const { jobId, itemIds } = await enqueueJobItems(tx, queue, {
      ...actor,
      kind: QUESTION_ANSWER,
      items: rows.map((row) => ({
        locationId: row.locationId,
        payload: { questionId: row.id, text: input.text } satisfies AnswerPayload,
      })),
    });
    for (const [index, row] of rows.entries())
      await tx
        .update(questions)
        .set({ answerJobItemId: itemIds[index] })
        .where(and(eq(questions.id, row.id), eq(questions.tenantId, actor.tenantId)));
    return { jobId, count: rows.length };
  });
}

/** Posts an FAQ (the business's own question and its answer) to each chosen store. */
export async function createFaq(
  db: Db,
  queue: PgBoss,
  actor: Actor,
  input: FaqValues,
  service: QandaService = qandaService(),
): Promise<QuestionJob> {
  requireService(service);
  const ids =
    input.locationIds.length === 0 && input.workspaceId
      ? await requestedWorkspaceStoreIds(db, {
          tenantId: actor.tenantId,
          workspaceId: input.workspaceId,
        })
      : [...new Set(input.locationIds)];
  if (ids.length === 0)
    throw new QuestionsError("INPUT", [{ path: "locationIds", message: "noStores" }]);
  if (ids.length > QANDA_LIMITS.faqStores)
    throw new QuestionsError("INPUT", [{ path: "locationIds", message: "tooMany" }]);
  return db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.tenantId, actor.tenantId), inArray(locations.id, ids)));
    if (owned.length !== ids.length)
      throw new QuestionsError("INPUT", [{ path: "locationIds", message: "unknownLocation" }]);
    const payload: FaqPayload = { question: input.question, answer: input.answer };
    const { jobId } = await enqueueJobItems(tx, queue, {
      ...actor,
      kind: FAQ_CREATE,
      items: ids.map((locationId) => ({ locationId, payload })),
    });
    return { jobId, count: ids.length };
  });
}
