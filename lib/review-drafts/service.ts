import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { z } from "zod";
import { addUsage } from "@/lib/costs/usage";
import type { Db } from "@/lib/db/client";
import { brandVoices, reviewDrafts, reviews } from "@/lib/db/schema";
import {
  generateWithModel,
  languageModelConfig,
  ModelCallError,
  type LanguageModelConfig,
} from "@/lib/language-model";
import { reviewConditions } from "@/lib/reviews/queries/inbox";
import { queueReplies, type ReplyJob } from "@/lib/reviews/replies";
import type { ReviewFilter } from "@/lib/reviews/schema";
import type { ReviewWorkspace } from "@/lib/reviews/types";
import { ReviewDraftsError } from "./errors";
import { offlineDraft } from "./offline";
import { draftPrompt } from "./prompt";
import {
  getBrandVoice,
  getReviewDrafts,
  listTemplateBodies,
  loadDraftSubjects,
  type DraftSubjectRecord,
  type ReviewDraftRecord,
} from "./queries";
import { DRAFT_LIMITS, type BrandVoice } from "./rules";
import { brandVoiceSchema, draftIdsSchema, draftTextSchema } from "./schema";

type Actor = { tenantId: string; userId: string };

const idSchema = z.uuid();

function issuesOf(error: z.ZodError, prefix = "") {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join("."),
    message: issue.message,
  }));
}

export async function updateBrandVoice(
  db: Db,
  { tenantId, input }: { tenantId: string; input: unknown },
) {
  const parsed = brandVoiceSchema.safeParse(input);
  if (!parsed.success) throw new ReviewDraftsError("INPUT", issuesOf(parsed.error));
  const voice = parsed.data;
  await db
    .insert(brandVoices)
    .values({ tenantId, ...voice })
    .onConflictDoUpdate({ target: brandVoices.tenantId, set: { ...voice, updatedAt: new Date() } });
  return getBrandVoice(db, { tenantId });
}

/** The drafter that is on; refuses (MODEL_OFF) when none is. */
export function requireDrafter(config: LanguageModelConfig = languageModelConfig()) {
  if (config.kind === "off") throw new ReviewDraftsError("MODEL_OFF");
  return config;
}

type Drafter = Exclude<LanguageModelConfig, { kind: "off" }>;
type Drafted = { text: string; source: string; inputTokens: number; outputTokens: number };

async function compose(
  drafter: Drafter,
  subject: DraftSubjectRecord,
  voice: BrandVoice,
  templates: { name: string; body: string }[],
): Promise<Drafted> {
  if (drafter.kind === "offline")
    return {
      text: offlineDraft(subject, voice, templates),
      source: "offline",
      inputTokens: 0,
      outputTokens: 0,
    };
  const { system, prompt } = draftPrompt({ subject, voice, templates });
  const { text, usage } = await generateWithModel({
    model: drafter.model,
    system,
    prompt,
    maxOutputTokens: 400,
    timeoutMs: Number(process.env.REPLY_MODEL_TIMEOUT_MS) || DRAFT_LIMITS.modelTimeoutMs,
  });
  return {
    text: text.slice(0, DRAFT_LIMITS.maxLength.max).trim(),
    source: drafter.id,
    ...usage,
  };
}

/** Writes the draft, replacing the review's open one; counts the model's tokens on the cost table. */
async function saveDraft(db: Db, actor: Actor, reviewId: string, drafted: Drafted) {
  const id = await db.transaction(async (tx) => {
    await tx
      .update(reviewDrafts)
      .set({ status: "DISCARDED", decidedAt: new Date(), decidedBy: actor.userId })
      .where(
        and(
          eq(reviewDrafts.tenantId, actor.tenantId),
          eq(reviewDrafts.reviewId, reviewId),
          eq(reviewDrafts.status, "DRAFT"),
        ),
      );
    const [row] = await tx
      .insert(reviewDrafts)
      .values({ tenantId: actor.tenantId, reviewId, createdBy: actor.userId, ...drafted })
      .returning({ id: reviewDrafts.id });
    const tokens = drafted.inputTokens + drafted.outputTokens;
    if (tokens > 0)
      await addUsage(tx, { tenantId: actor.tenantId, item: "MODEL_TOKENS", n: tokens });
    return row!.id;
  });
  return id;
}

/**
 * A draft for one of the tenant's reviews (replacing its open one). A model that fails or does not
 * answer in time leaves the review and its drafts as they were (MODEL_FAILED).
 */
export async function draftReply(
  db: Db,
  actor: Actor & { reviewId: string },
  config?: LanguageModelConfig,
): Promise<ReviewDraftRecord> {
  const drafter = requireDrafter(config);
  if (!idSchema.safeParse(actor.reviewId).success) throw new ReviewDraftsError("NOT_FOUND");
  const [subject] = await loadDraftSubjects(db, {
    tenantId: actor.tenantId,
    ids: [actor.reviewId],
  });
  if (!subject || subject.removed) throw new ReviewDraftsError("NOT_FOUND");
  const [voice, templates] = await Promise.all([
    getBrandVoice(db, actor),
    listTemplateBodies(db, actor),
  ]);
  let drafted: Drafted;
  try {
    drafted = await compose(drafter, subject, voice, templates);
  } catch (error) {
    if (error instanceof ModelCallError) throw new ReviewDraftsError("MODEL_FAILED");
    throw error;
  }
  const id = await saveDraft(db, actor, actor.reviewId, drafted);
  const [draft] = await getReviewDrafts(db, { tenantId: actor.tenantId, ids: [id] });
  return draft!;
}

export type BulkDraftResult = { drafted: number; skipped: number; failed: number; more: boolean };

/**
 * Drafts for the inbox's filtered selection: up to DRAFT_LIMITS.bulk of its reviews that have no
 * open draft, worst and oldest first, a few model calls at a time. `more` says the selection holds
 * further reviews to draft in another round; `skipped` counts its reviews that already have a draft.
 * A review whose model call fails is counted and left as it was.
 */
export async function draftReplies(
  db: Db,
  actor: Actor & { filter: ReviewFilter; workspace?: ReviewWorkspace },
  config?: LanguageModelConfig,
): Promise<BulkDraftResult> {
  const drafter = requireDrafter(config);
  const { tenantId } = actor;
  const hasOpenDraft = sql`exists (select 1 from ${reviewDrafts} d where d.review_id = ${reviews.id} and d.status = 'DRAFT')`;
  const selection = and(
    eq(reviews.tenantId, tenantId),
    ...reviewConditions({ ...actor.filter, includeRemoved: false }, actor.workspace),
  );
  // The selection's reviews without an open draft (one more than a round, to tell if more remain),
  // and how many of it already have one.
  const [rows, [withDraft]] = await Promise.all([
    db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(selection, sql`not ${hasOpenDraft}`))
      .orderBy(reviews.starRating, reviews.updateTime, reviews.id)
      .limit(DRAFT_LIMITS.bulk + 1),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(selection, hasOpenDraft)),
  ]);
  const ids = rows.slice(0, DRAFT_LIMITS.bulk).map((row) => row.id);
  const [subjects, voice, templates] = await Promise.all([
    loadDraftSubjects(db, { tenantId, ids }),
    getBrandVoice(db, { tenantId }),
    listTemplateBodies(db, { tenantId }),
  ]);
  const result: BulkDraftResult = {
    drafted: 0,
    skipped: withDraft?.count ?? 0,
    failed: 0,
    more: rows.length > DRAFT_LIMITS.bulk,
  };
  const queue = [...subjects];
  const worker = async () => {
    for (let subject = queue.shift(); subject; subject = queue.shift()) {
      try {
        const drafted = await compose(drafter, subject, voice, templates);
        await saveDraft(db, actor, subject.reviewId, drafted);
        result.drafted++;
      } catch (error) {
        if (!(error instanceof ModelCallError)) throw error;
        result.failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: DRAFT_LIMITS.concurrency }, worker));
  return result;
}

async function openDrafts(tx: Db, tenantId: string, ids: string[]) {
  const rows = await tx
    .select({ id: reviewDrafts.id, status: reviewDrafts.status })
    .from(reviewDrafts)
    .where(and(eq(reviewDrafts.tenantId, tenantId), inArray(reviewDrafts.id, ids)))
    .for("update");
  if (rows.length !== new Set(ids).size) throw new ReviewDraftsError("NOT_FOUND");
  if (rows.some((row) => row.status !== "DRAFT")) throw new ReviewDraftsError("NOT_OPEN");
}

export async function updateReviewDraft(
  db: Db,
  actor: Actor & { id: string; text: string },
  config?: LanguageModelConfig,
): Promise<ReviewDraftRecord> {
  requireDrafter(config);
  if (!idSchema.safeParse(actor.id).success) throw new ReviewDraftsError("NOT_FOUND");
  const text = draftTextSchema.safeParse(actor.text);
  if (!text.success) throw new ReviewDraftsError("INPUT", issuesOf(text.error, "text"));
  await db.transaction(async (tx) => {
    await openDrafts(tx, actor.tenantId, [actor.id]);
    await tx
      .update(reviewDrafts)
      .set({ text: text.data, edited: true, updatedAt: new Date() })
      .where(and(eq(reviewDrafts.id, actor.id), eq(reviewDrafts.tenantId, actor.tenantId)));
  });
  const [draft] = await getReviewDrafts(db, { tenantId: actor.tenantId, ids: [actor.id] });
  return draft!;
}

function parseIds(ids: unknown): string[] {
  const parsed = draftIdsSchema.safeParse(ids);
  if (!parsed.success) throw new ReviewDraftsError("INPUT", issuesOf(parsed.error, "ids"));
  return [...new Set(parsed.data)];
}

/**
 * Sends the drafts' texts through the reply job (one REVIEW_REPLY job, one item a review) and marks
 * them approved, or refuses them all (RULES, naming each draft that breaks a rule) and writes
 * nothing.
 */
export async function approveReviewDrafts(
  db: Db,
  queue: PgBoss,
  actor: Actor & { ids: unknown },
  config?: LanguageModelConfig,
): Promise<ReplyJob & { approved: number }> {
  requireDrafter(config);
  const ids = parseIds(actor.ids);
  const drafts = await getReviewDrafts(db, { tenantId: actor.tenantId, ids });
  if (drafts.length !== ids.length) throw new ReviewDraftsError("NOT_FOUND");
  if (drafts.some((draft) => draft.status !== "DRAFT")) throw new ReviewDraftsError("NOT_OPEN");
  const failing = drafts.filter((draft) => draft.violations.length > 0);
  if (failing.length)
    throw new ReviewDraftsError(
      "RULES",
      failing.map((draft) => ({ path: `ids.${draft.id}`, message: draft.violations[0]!.code })),
    );
  return db.transaction(async (tx) => {
    await openDrafts(tx, actor.tenantId, ids);
    const job = await queueReplies(
      tx,
      queue,
      actor,
      drafts.map((draft) => ({ reviewId: draft.reviewId, comment: draft.text.trim() })),
    );
    await tx
      .update(reviewDrafts)
      .set({ status: "APPROVED", decidedAt: new Date(), decidedBy: actor.userId })
      .where(and(eq(reviewDrafts.tenantId, actor.tenantId), inArray(reviewDrafts.id, ids)));
    return { ...job, approved: ids.length };
  });
}

export async function discardReviewDrafts(
  db: Db,
  actor: Actor & { ids: unknown },
  config?: LanguageModelConfig,
): Promise<number> {
  requireDrafter(config);
  const ids = parseIds(actor.ids);
  return db.transaction(async (tx) => {
    await openDrafts(tx, actor.tenantId, ids);
    await tx
      .update(reviewDrafts)
      .set({ status: "DISCARDED", decidedAt: new Date(), decidedBy: actor.userId })
      .where(and(eq(reviewDrafts.tenantId, actor.tenantId), inArray(reviewDrafts.id, ids)));
    return ids.length;
  });
}
