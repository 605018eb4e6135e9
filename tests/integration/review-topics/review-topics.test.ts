// Review topics: each review's topics are stored as it is imported, the topics view's counts and
// the inbox's topic filter are the caller's tenant's only, the reviews section reads them and only
// an ADMIN writes a tenant's own topics, which reads the tenant's reviews again.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviews, reviewTopics, tenantTopics, tenantUsage } from "@/lib/db/schema";
import { getQueue } from "@/lib/jobs/runtime";
import { setLanguageModelForTests } from "@/lib/language-model";
import type { Review } from "@/lib/maps/types";
import "@/lib/review-topics/job-kinds";
import {
  DeleteTenantTopicMutation,
  ReviewTopicsViewQuery,
  SaveTenantTopicMutation,
  TenantTopicsQuery,
} from "@/lib/review-topics/operations";
import { refineTopicsWithModel } from "@/lib/review-topics/service";
import { upsertReviews } from "@/lib/reviews/import";
import { ReviewsInboxQuery } from "@/lib/reviews/operations";
import { answeringModel } from "@/tests/helpers/language-model";
import { codeOf, setUpStoreEdits, type StoreEdits } from "@/tests/integration/helpers/store-edits";

let env: StoreEdits;

const DAY = 86_400_000;
const recent = (days: number) => new Date(Date.now() - days * DAY).toISOString();
function review(key: string, stars: Review["starRating"], comment: string, days = 2): Review {
  return {
    name: `accounts/1/locations/T/reviews/${key}`,
    reviewId: key,
    reviewer: { displayName: `Reviewer ${key}` },
    starRating: stars,
    comment,
    createTime: recent(days),
    updateTime: recent(days),
  };
}

type Counts = { total: number; positive: number; neutral: number; negative: number };
type SummaryRow = { topic: string; name: string | null; counts: Counts };

/** The topics view as `user` sees it (the summary, and the topic's breakdown by store). */
async function view(user: string, topic = "WAIT_TIME", language = "en") {
  const answer = await env.as(
    user,
    ReviewTopicsViewQuery,
    { filter: { days: 30 }, topic, by: "STORE", withTopic: true },
    language,
  );
  return answer;
}
const rowOf = (rows: SummaryRow[], topic: string) => rows.find((row) => row.topic === topic);

beforeAll(async () => {
  env = await setUpStoreEdits({ stores: 1, workers: 1 });
  const { f, testDb } = env;
  // Acme: three reviews of its first store about waiting, one of its second about prices.
  await upsertReviews(testDb.db, {
    tenantId: f.tenantA,
    locationId: f.locationsA[0]!,
    fetched: [
      review("a1", "ONE", "Mucha demora para atender y una espera eterna en la caja."),
      review("a2", "TWO", "Más de media hora de espera, una demora inaceptable."),
      review("a3", "THREE", "La espera fue larga, pero el producto estaba bien."),
    ],
  });
  await upsertReviews(testDb.db, {
    tenantId: f.tenantA,
    locationId: f.locationsA[1]!,
    fetched: [review("a4", "FIVE", "Excelentes precios y muy buena atención.")],
  });
  // Globex: two reviews about waiting of its own.
  await upsertReviews(testDb.db, {
    tenantId: f.tenantB,
    locationId: f.locationsB[0]!,
    fetched: [
      review("b1", "ONE", "La espera fue eterna, una demora terrible."),
      review("b2", "TWO", "Demasiada espera para pagar."),
    ],
  });
}, 120_000);

afterAll(async () => env?.close());

describe("a review's topics on import", () => {
  it("stores each review's topics with their sentiment, store and time", async () => {
    const { testDb, f } = env;
    const rows = await testDb.db
      .select({
        topic: reviewTopics.topic,
        sentiment: reviewTopics.sentiment,
        locationId: reviewTopics.locationId,
        comment: reviews.comment,
      })
      .from(reviewTopics)
      .innerJoin(reviews, eq(reviews.id, reviewTopics.reviewId))
      .where(and(eq(reviewTopics.tenantId, f.tenantA), eq(reviewTopics.topic, "WAIT_TIME")));
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.locationId === f.locationsA[0])).toBe(true);
    expect(rows.filter((row) => row.sentiment === "NEGATIVE").length).toBeGreaterThanOrEqual(2);
  });

  it("reads a review again when it is imported again (its old topics go)", async () => {
    const { testDb, f } = env;
    await upsertReviews(testDb.db, {
      tenantId: f.tenantA,
      locationId: f.locationsA[1]!,
      fetched: [review("a5", "FOUR", "Muy buenos precios.")],
    });
    const before = await testDb.db
      .select({ topic: reviewTopics.topic })
      .from(reviewTopics)
      .innerJoin(reviews, eq(reviews.id, reviewTopics.reviewId))
      .where(eq(reviews.googleId, "accounts/1/locations/T/reviews/a5"));
    expect(before.map((row) => row.topic)).toContain("PRICE");
    await upsertReviews(testDb.db, {
      tenantId: f.tenantA,
      locationId: f.locationsA[1]!,
      fetched: [{ ...review("a5", "FOUR", "El local estaba impecable."), updateTime: recent(1) }],
    });
    const after = await testDb.db
      .select({ topic: reviewTopics.topic })
      .from(reviewTopics)
      .innerJoin(reviews, eq(reviews.id, reviewTopics.reviewId))
      .where(eq(reviews.googleId, "accounts/1/locations/T/reviews/a5"));
    expect(after.map((row) => row.topic)).not.toContain("PRICE");
  });
});

describe("the topics view", () => {
  it("counts the caller's tenant's reviews only", async () => {
    const { f } = env;
    const a = await view("reviewsA");
    expect(a.body.errors).toBeUndefined();
    const waitA = rowOf(a.body.data.reviewTopicSummary.rows, "WAIT_TIME");
    expect(waitA?.counts.total).toBe(3);
    const breakdown = a.body.data.reviewTopicBreakdown;
    expect(breakdown.total).toBe(1);
    expect(breakdown.rows[0]).toMatchObject({
      key: f.locationsA[0],
      locationIds: [f.locationsA[0]],
    });
    expect(breakdown.rows[0].counts.total).toBe(3);

    const b = await view("adminB");
    expect(rowOf(b.body.data.reviewTopicSummary.rows, "WAIT_TIME")?.counts.total).toBe(2);
    const keys = b.body.data.reviewTopicBreakdown.rows.map((row: { key: string }) => row.key);
    expect(keys).toEqual([f.locationsB[0]]);
  });

  it("trends a topic per week over the period, every week shown", async () => {
    const a = await view("reviewsA");
    const trend = a.body.data.reviewTopicTrend;
    expect(trend.interval).toBe("WEEK");
    expect(trend.points.length).toBeGreaterThanOrEqual(5);
    const sum = trend.points.reduce((n: number, p: { counts: Counts }) => n + p.counts.total, 0);
    expect(sum).toBe(3);
  });

  it("narrows to one store, and refuses another tenant's workspace", async () => {
    const { f } = env;
    const one = await env.as("reviewsA", ReviewTopicsViewQuery, {
      filter: { days: 30, locationId: f.locationsA[1] },
      topic: "WAIT_TIME",
      by: "STORE",
      withTopic: false,
    });
    expect(rowOf(one.body.data.reviewTopicSummary.rows, "WAIT_TIME")).toBeUndefined();
    expect(one.body.data.reviewTopicSummary.scopeLocationIds).toEqual([f.locationsA[1]]);
  });

  it("refuses a user without the reviews section", async () => {
    const answer = await view("storeA");
    expect(codeOf(answer)).toBe("FORBIDDEN");
    expect(answer.body.data).toBeNull();
  });

  it("opens the inbox on the reviews behind a count", async () => {
    const { f } = env;
    const inbox = await env.as("reviewsA", ReviewsInboxQuery, {
      filter: { topics: ["WAIT_TIME"], locationIds: [f.locationsA[0]] },
      limit: 50,
    });
    expect(inbox.body.errors).toBeUndefined();
    expect(inbox.body.data.reviews.total).toBe(3);
    const negative = await env.as("reviewsA", ReviewsInboxQuery, {
      filter: { topics: ["WAIT_TIME"], topicSentiment: "NEGATIVE" },
      limit: 50,
    });
    const a = await view("reviewsA");
    expect(negative.body.data.reviews.total).toBe(
      rowOf(a.body.data.reviewTopicSummary.rows, "WAIT_TIME")!.counts.negative,
    );
    const bad = await env.as("reviewsA", ReviewsInboxQuery, { filter: { topics: ["no such"] } });
    expect(codeOf(bad)).toBe("BAD_USER_INPUT");
  });
});

describe("a tenant's own topics", () => {
  const input = {
    nameEs: "Caja",
    nameEn: "Checkout",
    keywordsEs: ["caja", "cajero"],
    keywordsEn: ["checkout", "till"],
  };

  it("are written by an ADMIN only, with clear refusals and nothing written", async () => {
    const { testDb } = env;
    const byReviews = await env.as("reviewsA", SaveTenantTopicMutation, { input });
    expect(codeOf(byReviews)).toBe("FORBIDDEN");
    const empty = await env.as("adminA", SaveTenantTopicMutation, {
      input: { ...input, keywordsEs: [], keywordsEn: [] },
    });
    expect(codeOf(empty)).toBe("BAD_USER_INPUT");
    expect(await testDb.db.select().from(tenantTopics)).toHaveLength(0);
  });

  it("read the tenant's reviews again once added, and stay the tenant's", async () => {
    const { testDb, f } = env;
    const saved = await env.as("adminA", SaveTenantTopicMutation, { input });
    expect(saved.body.errors).toBeUndefined();
    const { jobId, topic } = saved.body.data.saveTenantTopic;
    expect(topic.key).toMatch(/^CUSTOM_/);
    await env.waitForJob(jobId);

    const found = await testDb.db
      .select({ googleId: reviews.googleId })
      .from(reviewTopics)
      .innerJoin(reviews, eq(reviews.id, reviewTopics.reviewId))
      .where(eq(reviewTopics.topic, topic.key));
    // Acme's review that speaks of "la caja"; not globex's, whose reviews do not say it anyway.
    expect(found.map((row) => row.googleId)).toEqual(["accounts/1/locations/T/reviews/a1"]);

    const a = await view("reviewsA", "WAIT_TIME", "es");
    expect(rowOf(a.body.data.reviewTopicSummary.rows, topic.key)).toMatchObject({
      name: "Caja",
      counts: { total: 1 },
    });
    const duplicate = await env.as("adminA", SaveTenantTopicMutation, { input });
    expect(codeOf(duplicate)).toBe("BAD_USER_INPUT");

    const b = await env.as("adminB", TenantTopicsQuery);
    expect(b.body.data.tenantTopics).toEqual([]);
    const bView = await view("adminB");
    expect(rowOf(bView.body.data.reviewTopicSummary.rows, topic.key)).toBeUndefined();
    const [own] = await testDb.db
      .select()
      .from(tenantTopics)
      .where(eq(tenantTopics.tenantId, f.tenantA));
    const otherDelete = await env.as("adminB", DeleteTenantTopicMutation, { id: own!.id });
    expect(codeOf(otherDelete)).toBe("NOT_FOUND");
    const otherEdit = await env.as("adminB", SaveTenantTopicMutation, {
      input: { ...input, id: own!.id },
    });
    expect(codeOf(otherEdit)).toBe("NOT_FOUND");

    const deleted = await env.as("adminA", DeleteTenantTopicMutation, { id: own!.id });
    expect(deleted.body.data.deleteTenantTopic).toBe(true);
    const left = await testDb.db
      .select()
      .from(reviewTopics)
      .where(eq(reviewTopics.topic, topic.key));
    expect(left).toHaveLength(0);
  }, 60_000);
});

describe("with a language model configured", () => {
  afterAll(() => setLanguageModelForTests(null));

  it("has the model read new reviews after the lexicon, and counts its tokens", async () => {
    const { testDb, f } = env;
    const [a4] = await testDb.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.googleId, "accounts/1/locations/T/reviews/a4"));
    expect(
      await refineTopicsWithModel(testDb.db, await getQueue(), {
        tenantId: f.tenantA,
        reviewIds: [a4!.id],
      }),
    ).toBeNull();
    const answer = JSON.stringify({
      sentiment: "NEGATIVE",
      topics: [{ topic: "PARKING", sentiment: "NEGATIVE" }],
    });
    setLanguageModelForTests({
      kind: "model",
      id: "test:model",
      model: answeringModel(answer, { input: 120, output: 30 }),
    });
    const jobId = await refineTopicsWithModel(testDb.db, await getQueue(), {
      tenantId: f.tenantA,
      reviewIds: [a4!.id],
    });
    await env.waitForJob(jobId!);
    const topics = await testDb.db
      .select({ topic: reviewTopics.topic, sentiment: reviewTopics.sentiment })
      .from(reviewTopics)
      .where(eq(reviewTopics.reviewId, a4!.id));
    expect(topics).toEqual([{ topic: "PARKING", sentiment: "NEGATIVE" }]);
    const usage = await testDb.db
      .select({ count: tenantUsage.count })
      .from(tenantUsage)
      .where(and(eq(tenantUsage.tenantId, f.tenantA), eq(tenantUsage.item, "MODEL_TOKENS")));
    expect(usage.reduce((sum, row) => sum + Number(row.count), 0)).toBe(150);
  }, 60_000);
});
