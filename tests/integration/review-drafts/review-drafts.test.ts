// Drafted replies on the app's database and the maps simulator (in-process): drafts are written
// offline or by a (mock) language model, checked against the reply rules, and approved drafts go
// out through the REVIEW_REPLY job to the simulator. Other tenants and users without the reviews
// section get nothing; with no drafter every operation is refused in the caller's language; a
// model that fails or does not answer leaves the review and its drafts as they were.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { reviewDrafts, tenantUsage } from "@/lib/db/schema";
import { setLanguageModelForTests } from "@/lib/language-model";
import {
  ApproveReviewDraftsMutation,
  BrandVoiceQuery,
  DiscardReviewDraftsMutation,
  DraftRepliesMutation,
  DraftReplyMutation,
  ReviewDraftsQuery,
  UpdateBrandVoiceMutation,
  UpdateReviewDraftMutation,
} from "@/lib/review-drafts/operations";
import { setUpReviews, type ReviewsEnv } from "@/tests/integration/helpers/reviews";
import { answeringModel, failingModel, hangingModel } from "@/tests/helpers/language-model";

let env: ReviewsEnv;

const VOICE = {
  tone: "WARM",
  formality: "TU",
  signOff: "El equipo de Acme",
  avoidWords: ["barato"],
  maxLength: 300,
};

beforeAll(async () => {
  env = await setUpReviews({ stores: 2, workers: 1 });
}, 90_000);

afterAll(() => env.close());

afterEach(() => {
  setLanguageModelForTests(null);
  vi.unstubAllEnvs();
});

const offline = () => setLanguageModelForTests({ kind: "offline" });
const draftRows = (reviewId: string) =>
  env.db.select().from(reviewDrafts).where(eq(reviewDrafts.reviewId, reviewId));

describe("brand voice", () => {
  it("is per tenant and checked", async () => {
    const saved = await env.as("adminA", UpdateBrandVoiceMutation, { input: VOICE });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.updateBrandVoice).toMatchObject(VOICE);
    const other = await env.as("adminB", BrandVoiceQuery);
    expect(other.body.data.brandVoice).toMatchObject({ formality: "USTED", avoidWords: [] });
    const bad = await env.as("adminA", UpdateBrandVoiceMutation, {
      input: { ...VOICE, maxLength: 900 },
    });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await env.as("adminA", BrandVoiceQuery)).body.data.brandVoice.maxLength).toBe(300);
  });

  it("is refused to a user without the reviews section", async () => {
    const answer = await env.as("storeA", UpdateBrandVoiceMutation, { input: VOICE });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const read = await env.as("storeA", ReviewDraftsQuery, {});
    expect(read.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("drafting", () => {
  it("refuses every operation in the caller's language when no drafter is configured", async () => {
    setLanguageModelForTests({ kind: "off" });
    const review = await env.addReview(0, { stars: 1, comment: "Muy mala atención" });
    const answer = await env.as("adminA", DraftReplyMutation, { reviewId: review.id });
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      reason: "modelOff",
    });
    expect(answer.body.errors?.[0]?.message).toMatch(/not configured|no .*model/i);
    const bulk = await env.as("adminA", DraftRepliesMutation, { filter: { ratings: [1] } });
    expect(bulk.body.errors?.[0]?.extensions?.reason).toBe("modelOff");
    expect(await draftRows(review.id)).toHaveLength(0);
  });

  it("drafts offline in the review's language and voice, marked offline", async () => {
    offline();
    const review = await env.addReview(0, {
      stars: 1,
      comment: "La espera fue muy larga y nadie nos atendió",
      reviewer: "Lucía Gómez",
    });
    const answer = await env.as("adminA", DraftReplyMutation, { reviewId: review.id });
    expect(answer.body.errors).toBeUndefined();
    const draft = answer.body.data.draftReply;
    expect(draft).toMatchObject({
      status: "DRAFT",
      offline: true,
      source: "offline",
      violations: [],
    });
    expect(draft.text).toContain("Lucía");
    expect(draft.text).toMatch(/Sentimos|Lamentamos/);
    expect(draft.text).toMatch(/El equipo de Acme$/);
    expect(draft.text.length).toBeLessThanOrEqual(300);
    // A redraft replaces the open draft.
    await env.as("adminA", DraftReplyMutation, { reviewId: review.id });
    const rows = await draftRows(review.id);
    expect(rows.filter((row) => row.status === "DRAFT")).toHaveLength(1);
  });

  it("never drafts another tenant's review", async () => {
    offline();
    const reviewB = await env.addTenantBReview();
    const answer = await env.as("adminA", DraftReplyMutation, { reviewId: reviewB });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(await draftRows(reviewB)).toHaveLength(0);
    const listB = await env.as("adminB", ReviewDraftsQuery, {});
    expect(listB.body.data.reviewDrafts.total).toBe(0);
  });

  it("gives a model only this review, this store and this tenant's voice, and counts its tokens", async () => {
    const model = answeringModel("¡Gracias por contarnos, Ana! Lo revisamos con el equipo.", {
      input: 200,
      output: 30,
    });
    setLanguageModelForTests({ kind: "model", id: "openai:test", model });
    // Tenant B's voice and the other tenant's review must not reach the prompt.
    await env.as("adminB", UpdateBrandVoiceMutation, {
      input: { ...VOICE, signOff: "Globex firma", avoidWords: ["globexword"] },
    });
    const review = await env.addReview(1, {
      stars: 2,
      comment: "Tardaron mucho",
      reviewer: "Ana Ruiz",
    });
    const answer = await env.as("adminA", DraftReplyMutation, { reviewId: review.id });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.draftReply).toMatchObject({ offline: false, source: "openai:test" });
    const sent = JSON.stringify(model.doGenerateCalls.map((call) => call.prompt));
    expect(sent).toContain("Tardaron mucho");
    expect(sent).toContain("El equipo de Acme");
    expect(sent).not.toMatch(/Globex|globexword|Bruno|Muy bien/);
    const [usage] = await env.db
      .select()
      .from(tenantUsage)
      .where(and(eq(tenantUsage.tenantId, env.f.tenantA), eq(tenantUsage.item, "MODEL_TOKENS")));
    expect(usage?.count).toBeGreaterThanOrEqual(230);
  });

  it("leaves the review and its drafts unchanged when the model fails or times out", async () => {
    const review = await env.addReview(0, { stars: 1, comment: "Horrible" });
    offline();
    await env.as("adminA", DraftReplyMutation, { reviewId: review.id });
    const before = await draftRows(review.id);
    const reviewBefore = await env.reviewRow(review.id);

    setLanguageModelForTests({ kind: "model", id: "openai:test", model: failingModel() });
    const failed = await env.as("adminA", DraftReplyMutation, { reviewId: review.id });
    expect(failed.body.errors?.[0]?.extensions?.reason).toBe("modelFailed");

    vi.stubEnv("REPLY_MODEL_TIMEOUT_MS", "50");
    setLanguageModelForTests({ kind: "model", id: "openai:test", model: hangingModel() });
    const timedOut = await env.as("adminA", DraftReplyMutation, { reviewId: review.id });
    expect(timedOut.body.errors?.[0]?.extensions?.reason).toBe("modelFailed");
    const bulk = await env.as("adminA", DraftRepliesMutation, {
      filter: { ids: [review.id], ratings: [1] },
    });
    // Its open draft keeps it out of a bulk round.
    expect(bulk.body.data.draftReplies).toMatchObject({ drafted: 0 });

    expect(await draftRows(review.id)).toEqual(before);
    expect(await env.reviewRow(review.id)).toEqual(reviewBefore);
  });
});

describe("review and approval", () => {
  it("drafts the filtered selection in bulk, then approves through the reply job", async () => {
    offline();
    const made = [];
    for (let i = 0; i < 3; i++)
      made.push(await env.addReview(1, { stars: 2, comment: `Mala experiencia número ${i}` }));
    const ids = made.map((review) => review.id);
    const bulk = await env.as("adminA", DraftRepliesMutation, { filter: { ids } });
    expect(bulk.body.errors).toBeUndefined();
    expect(bulk.body.data.draftReplies).toMatchObject({ drafted: 3, failed: 0, more: false });

    const list = await env.as("adminA", ReviewDraftsQuery, { limit: 100 });
    const drafts = list.body.data.reviewDrafts.items.filter((d: { reviewId: string }) =>
      ids.includes(d.reviewId),
    );
    expect(drafts).toHaveLength(3);
    const [first, second, third] = drafts;

    // A forbidden word, a refund promise and a foreign number each block approval.
    const edited = await env.as("adminA", UpdateReviewDraftMutation, {
      id: first.id,
      text: "Lo sentimos, la próxima vez será más barato. Te devolvemos el dinero, llámanos al +34 612 345 678.",
    });
    expect(edited.body.errors).toBeUndefined();
    expect(
      edited.body.data.updateReviewDraft.violations.map((v: { code: string }) => v.code).sort(),
    ).toEqual(["FORBIDDEN_WORD", "PHONE_NUMBER", "REFUND_PROMISE"]);
    const jobsBefore = await env.countOf("jobs", sql`kind = 'REVIEW_REPLY'`);
    const refused = await env.as("adminA", ApproveReviewDraftsMutation, {
      ids: [first.id, second.id],
    });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ reason: "rules" });
    expect(await env.countOf("jobs", sql`kind = 'REVIEW_REPLY'`)).toBe(jobsBefore);
    expect((await draftRows(second.reviewId))[0]?.status).toBe("DRAFT");

    // Another tenant cannot approve or discard them.
    const foreign = await env.as("adminB", ApproveReviewDraftsMutation, { ids: [second.id] });
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");

    const approved = await env.as("adminA", ApproveReviewDraftsMutation, {
      ids: [second.id, third.id],
    });
    expect(approved.body.errors).toBeUndefined();
    expect(approved.body.data.approveReviewDrafts.approved).toBe(2);
    expect(await env.countOf("jobs", sql`kind = 'REVIEW_REPLY'`)).toBe(jobsBefore + 1);
    await env.waitForJob(approved.body.data.approveReviewDrafts.jobId);
    const sent = made.find((review) => review.id === second.reviewId)!;
    expect((await env.maps.getReview(sent.name)).reviewReply?.comment).toBe(second.text);
    expect((await env.reviewRow(second.reviewId)).replyComment).toBe(second.text);
    expect((await draftRows(second.reviewId))[0]?.status).toBe("APPROVED");

    // Approved drafts are decided; the failing one can still be discarded.
    const again = await env.as("adminA", ApproveReviewDraftsMutation, { ids: [second.id] });
    expect(again.body.errors?.[0]?.extensions?.reason).toBe("notOpen");
    const discarded = await env.as("adminA", DiscardReviewDraftsMutation, { ids: [first.id] });
    expect(discarded.body.data.discardReviewDrafts).toBe(1);
  });
});
