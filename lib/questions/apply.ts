import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { linkedTenantMapsClient } from "@/lib/auth/maps-access";
import type { Db } from "@/lib/db/client";
import { locations, questions, type JobItem } from "@/lib/db/schema";
import { MAPS_NOT_LINKED, type ItemContext, type ItemOutcome } from "@/lib/jobs/outcomes";
import type { MapsClient } from "@/lib/maps/client";
import { MapsApiError } from "@/lib/maps/errors";
import type { Question } from "@/lib/maps/types";
import { quotaCall } from "@/lib/stores/maps-calls";
import { qandaService } from "./availability";

// The job items of questions and answers: here, and only here, they reach the maps service.

export type AnswerPayload = { questionId: string; text: string };
export type FaqPayload = { question: string; answer: string };

const RETIRED: ItemOutcome = { ok: false, error: "QANDA_RETIRED" };

function refusal(error: unknown): ItemOutcome {
  if (!(error instanceof MapsApiError)) throw error;
  if (error.status === 404) return { ok: false, error: "QUESTION_REMOVED", detail: error.message };
  return { ok: false, error: error.googleStatus || String(error.status), detail: error.message };
}

/** The business's answer as the maps service returned it, kept on the question. */
async function saveOwnerAnswer(
  db: Db,
  tenantId: string,
  questionId: string,
  answer: { text: string; updateTime?: string },
) {
  await db
    .update(questions)
    .set({
      ownerAnswer: answer.text,
      ownerAnswerTime: answer.updateTime ? new Date(answer.updateTime) : new Date(),
      // A first answer of the business is one more answer; a changed one is not.
      totalAnswerCount: sql`${questions.totalAnswerCount} + case when ${questions.ownerAnswer} is null then 1 else 0 end`,
      topAnswer: sql`coalesce(${questions.topAnswer}, ${answer.text})`,
    })
    .where(and(eq(questions.id, questionId), eq(questions.tenantId, tenantId)));
}

/** QUESTION_ANSWER: upserts the business's answer (an upsert: a repeated try changes nothing). */
export async function applyAnswer(item: JobItem, ctx: ItemContext): Promise<ItemOutcome> {
  if (!qandaService().available) return RETIRED;
  const { questionId, text } = item.payload as AnswerPayload;
  const [question] = await ctx.db
    .select({ googleId: questions.googleId })
    .from(questions)
    .where(and(eq(questions.id, questionId), eq(questions.tenantId, ctx.tenantId)));
  if (!question) return { ok: false, error: "NOT_FOUND" };
  const client = await linkedTenantMapsClient(ctx.db, { tenantId: ctx.tenantId });
  if (!client) return MAPS_NOT_LINKED;
  try {
    const answer = await quotaCall(ctx.db, "mybusinessqanda", null, () =>
      client.upsertAnswer(question.googleId, text),
    );
    await saveOwnerAnswer(ctx.db, ctx.tenantId, questionId, answer);
    return { ok: true, result: { answer: answer.name } };
  } catch (error) {
    return refusal(error);
  }
}

/** A try that may have asked already (its worker died mid-call) looks for its question first. */
async function askedBefore(
  db: Db,
  client: MapsClient,
  store: string,
  text: string,
): Promise<Question | undefined> {
  const asked = await quotaCall(db, "mybusinessqanda", null, () => client.listAllQuestions(store));
  return asked.find((q) => q.author.type === "MERCHANT" && q.text === text);
}

/** FAQ_CREATE: asks the question on the store as its business, answers it, and keeps both. */
export async function applyFaq(item: JobItem, ctx: ItemContext): Promise<ItemOutcome> {
  if (!qandaService().available) return RETIRED;
  const { question: text, answer } = item.payload as FaqPayload;
  if (!item.locationId) return { ok: false, error: "NOT_FOUND" };
  const [store] = await ctx.db
    .select({ googleId: locations.googleId })
    .from(locations)
    .where(and(eq(locations.id, item.locationId), eq(locations.tenantId, ctx.tenantId)));
  if (!store) return { ok: false, error: "NOT_FOUND" };
  const client = await linkedTenantMapsClient(ctx.db, { tenantId: ctx.tenantId });
  if (!client) return MAPS_NOT_LINKED;
  try {
    const question =
      (ctx.resumed ? await askedBefore(ctx.db, client, store.googleId, text) : undefined) ??
      (await quotaCall(ctx.db, "mybusinessqanda", null, () =>
        client.createQuestion(store.googleId, text),
      ));
    const [row] = await ctx.db
      .insert(questions)
      .values({
        tenantId: ctx.tenantId,
        locationId: item.locationId,
        googleId: question.name,
        text: question.text,
        authorName: question.author.displayName ?? null,
        authorType: question.author.type,
        createTime: new Date(question.createTime),
        updateTime: new Date(question.updateTime),
      })
      .onConflictDoUpdate({
        target: [questions.tenantId, questions.googleId],
        set: { text: question.text },
      })
      .returning({ id: questions.id });
    const saved = await quotaCall(ctx.db, "mybusinessqanda", null, () =>
      client.upsertAnswer(question.name, answer),
    );
    await saveOwnerAnswer(ctx.db, ctx.tenantId, row!.id, saved);
    return { ok: true, result: { question: question.name } };
  } catch (error) {
    return refusal(error);
  }
}
