import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import { reviews, reviewTopics, tenantTopics, type JobItem } from "@/lib/db/schema";
import { addUsage } from "@/lib/costs/usage";
import { enqueueJob } from "@/lib/jobs/engine";
import { languageModelConfig } from "@/lib/language-model";
import type { ItemContext, ItemOutcome } from "@/lib/jobs/outcomes";
import { ReviewTopicsError } from "./errors";
import { REVIEW_TOPICS_ANALYZE } from "./kind";
import { analyzeReview, type ReviewAnalysis } from "./lexicon";
import { analyzeReviewWithModel } from "./model";
import { customTopicKey, TOPIC_LIMITS } from "./rules";
import type { TenantTopicValues } from "./schema";
import type { TopicDefinition } from "./topics";

// The writes of review topics: each review's topics as it is imported (one statement per batch),
// the tenant's own topics, and the job that reads a tenant's reviews again once they change.

/** A review as the analysis reads it. */
export type AnalyzedReview = {
  id: string;
  locationId: string;
  comment: string | null;
  starRating: number;
  updateTime: Date;
};

/** The tenant's own topics as the analyzer takes them. */
export async function tenantTopicDefinitions(
  db: Db,
  { tenantId }: { tenantId: string },
): Promise<TopicDefinition[]> {
  const rows = await db
    .select({
      key: tenantTopics.key,
      keywordsEs: tenantTopics.keywordsEs,
      keywordsEn: tenantTopics.keywordsEn,
    })
    .from(tenantTopics)
    .where(eq(tenantTopics.tenantId, tenantId));
  return rows.map((row) => ({
    key: row.key,
    keywords: { es: row.keywordsEs, en: row.keywordsEn },
  }));
}

/**
 * Replaces the topics of these reviews (all of one tenant) with what the analyzer finds now: one
 * delete and one insert, whatever the batch's size. Given the tenant's topics, reads none.
 */
export async function storeReviewTopics(
  db: Db,
  {
    tenantId,
    reviews: batch,
    extraTopics,
    analyses,
  }: {
    tenantId: string;
    reviews: readonly AnalyzedReview[];
    extraTopics?: readonly TopicDefinition[];
    /** Readings made before (by the model); the lexicon reads the others. */
    analyses?: ReadonlyMap<string, ReviewAnalysis>;
  },
): Promise<number> {
  if (batch.length === 0) return 0;
  const extra = extraTopics ?? (await tenantTopicDefinitions(db, { tenantId }));
  const rows = batch.flatMap((review) => {
    const found =
      analyses?.get(review.id) ??
      analyzeReview({ text: review.comment, rating: review.starRating }, extra);
    // A topic found twice in one review counts once, with its first sentiment.
    const seen = new Set<string>();
    return found.topics.flatMap(({ topic, sentiment }) => {
      if (seen.has(topic)) return [];
      seen.add(topic);
      return [
        {
          tenantId,
          reviewId: review.id,
          locationId: review.locationId,
          topic,
          sentiment,
          reviewTime: review.updateTime,
        },
      ];
    });
  });
  await db.delete(reviewTopics).where(
    and(
      eq(reviewTopics.tenantId, tenantId),
      inArray(
        reviewTopics.reviewId,
        batch.map((review) => review.id),
      ),
    ),
  );
  // Under the parameter limit of one statement (6 columns a row).
  for (let i = 0; i < rows.length; i += 5_000)
    await db.insert(reviewTopics).values(rows.slice(i, i + 5_000));
  return rows.length;
}

/** Model calls of one page at a time. */
const MODEL_CONCURRENCY = 4;

/**
 * With a model configured (REPLY_MODEL), the reviews as it reads them, a few calls at a time, its
 * tokens counted as the tenant's MODEL_TOKENS; null without one. A review the model could not read
 * keeps the lexicon's reading (analyzeReviewWithModel falls back on its own).
 */
async function modelAnalyses(
  db: Db,
  tenantId: string,
  batch: readonly AnalyzedReview[],
  extra: readonly TopicDefinition[],
): Promise<Map<string, ReviewAnalysis> | null> {
  const config = languageModelConfig();
  if (config.kind !== "model") return null;
  const found = new Map<string, ReviewAnalysis>();
  let tokens = 0;
  for (let i = 0; i < batch.length; i += MODEL_CONCURRENCY) {
    const readings = await Promise.all(
      batch
        .slice(i, i + MODEL_CONCURRENCY)
        .map((review) =>
          analyzeReviewWithModel(
            config.model,
            { text: review.comment, rating: review.starRating },
            extra,
          ).then((reading) => [review.id, reading] as const),
        ),
    );
    for (const [id, reading] of readings) {
      found.set(id, reading);
      tokens += (reading.usage?.inputTokens ?? 0) + (reading.usage?.outputTokens ?? 0);
    }
  }
  if (tokens > 0) await addUsage(db, { tenantId, item: "MODEL_TOKENS", n: tokens });
  return found;
}

/**
 * With a model configured, has it read these newly imported reviews (stored meanwhile with the
 * lexicon's reading): one job item per page of them, the job's id. Without one, nothing (null).
 */
export async function refineTopicsWithModel(
  db: Db,
  boss: PgBoss,
  { tenantId, reviewIds }: { tenantId: string; reviewIds: readonly string[] },
): Promise<string | null> {
  if (reviewIds.length === 0 || languageModelConfig().kind !== "model") return null;
  return enqueueJob(db, boss, {
    tenantId,
    kind: REVIEW_TOPICS_ANALYZE,
    items: Array.from(
      { length: Math.ceil(reviewIds.length / TOPIC_LIMITS.analyzePage) },
      (_, i) => ({
        locationId: null,
        payload: {
          ids: reviewIds.slice(i * TOPIC_LIMITS.analyzePage, (i + 1) * TOPIC_LIMITS.analyzePage),
        },
      }),
    ),
  });
}

/** Starts reading the tenant's reviews again for their topics: one item per page of reviews. */
export async function startTopicAnalysis(
  db: Db,
  boss: PgBoss,
  { tenantId, userId }: { tenantId: string; userId?: string | null },
): Promise<string> {
  // Each page starts at a review id (in id order) and ends before the next page's.
  const starts = await db.execute<{ id: string }>(sql`
    select id from (
      select ${reviews.id} as id, row_number() over (order by ${reviews.id}) as n
      from ${reviews} where ${reviews.tenantId} = ${tenantId}
    ) numbered where (n - 1) % ${TOPIC_LIMITS.analyzePage} = 0 order by id`);
  const ids = (starts as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  return enqueueJob(db, boss, {
    tenantId,
    kind: REVIEW_TOPICS_ANALYZE,
    userId,
    items: ids.map((from, i) => ({
      locationId: null,
      payload: { from, before: ids[i + 1] ?? null },
    })),
  });
}

/**
 * One page of a re-analysis: the tenant's reviews from `from` to before `before`, or those of `ids`
 * (new reviews for the model to read). The model, when there is one, reads them before the write.
 */
export async function analyzeTopicPage(item: JobItem, context: ItemContext): Promise<ItemOutcome> {
  const { from, before, ids } = item.payload as {
    from?: string;
    before?: string | null;
    ids?: string[];
  };
  const page = await context.db
    .select({
      id: reviews.id,
      locationId: reviews.locationId,
      comment: reviews.comment,
      starRating: reviews.starRating,
      updateTime: reviews.updateTime,
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.tenantId, context.tenantId),
        ids ? inArray(reviews.id, ids) : sql`${reviews.id} >= ${from}`,
        before ? sql`${reviews.id} < ${before}` : undefined,
      ),
    );
  const extraTopics = await tenantTopicDefinitions(context.db, { tenantId: context.tenantId });
  const analyses = await modelAnalyses(context.db, context.tenantId, page, extraTopics);
  const topics = await context.db.transaction((tx) =>
    storeReviewTopics(tx as unknown as Db, {
      tenantId: context.tenantId,
      reviews: page,
      extraTopics,
      ...(analyses ? { analyses } : {}),
    }),
  );
  return { ok: true, result: { reviews: page.length, topics } };
}

/** Adds or edits one of the tenant's topics and starts reading its reviews again. */
export async function saveTenantTopic(
  db: Db,
  boss: PgBoss,
  { tenantId, userId, input }: { tenantId: string; userId: string; input: TenantTopicValues },
): Promise<{ id: string; jobId: string }> {
  const id = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // One writer of a tenant's topics at a time, so the count below holds.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('tenant_topics'), hashtext(${tenantId}))`,
    );
    const existing = await tx
      .select({ id: tenantTopics.id, nameEs: tenantTopics.nameEs, nameEn: tenantTopics.nameEn })
      .from(tenantTopics)
      .where(eq(tenantTopics.tenantId, tenantId));
    const others = existing.filter((topic) => topic.id !== input.id);
    if (input.id && others.length === existing.length) throw new ReviewTopicsError("NOT_FOUND");
    if (!input.id && existing.length >= TOPIC_LIMITS.topicsPerTenant)
      throw new ReviewTopicsError("INPUT", [{ path: "", message: "tooManyTopics" }]);
    const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();
    const issues = [
      others.some((topic) => same(topic.nameEs, input.nameEs))
        ? { path: "nameEs", message: "duplicateName" }
        : null,
      others.some((topic) => same(topic.nameEn, input.nameEn))
        ? { path: "nameEn", message: "duplicateName" }
        : null,
    ].filter((issue) => issue !== null);
    if (issues.length) throw new ReviewTopicsError("INPUT", issues);
    const values = {
      nameEs: input.nameEs,
      nameEn: input.nameEn,
      keywordsEs: input.keywordsEs,
      keywordsEn: input.keywordsEn,
    };
    if (input.id) {
      await tx
        .update(tenantTopics)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(tenantTopics.tenantId, tenantId), eq(tenantTopics.id, input.id)));
      return input.id;
    }
    const newId = crypto.randomUUID();
    await tx
      .insert(tenantTopics)
      .values({ id: newId, tenantId, key: customTopicKey(newId), ...values });
    return newId;
  });
  const jobId = await startTopicAnalysis(db, boss, { tenantId, userId });
  return { id, jobId };
}

/** Removes one of the tenant's topics and its counts at once (no review needs reading again). */
export async function deleteTenantTopic(
  db: Db,
  { tenantId, id }: { tenantId: string; id: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(tenantTopics)
      .where(and(eq(tenantTopics.tenantId, tenantId), eq(tenantTopics.id, id)))
      .returning({ key: tenantTopics.key });
    if (!gone) throw new ReviewTopicsError("NOT_FOUND");
    await tx
      .delete(reviewTopics)
      .where(and(eq(reviewTopics.tenantId, tenantId), eq(reviewTopics.topic, gone.key)));
  });
}
