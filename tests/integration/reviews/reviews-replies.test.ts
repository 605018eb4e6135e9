// Replies to reviews end to end on the app's database and the maps simulator (in-process): a
// reply or its removal is a REVIEW_REPLY job item the worker sends, the simulator holds the
// result and the review keeps it. Bad input and removed reviews change nothing and send nothing;
// other tenants and STORE-only users get nothing. Response templates are per tenant.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { jobItems, jobs, reviews } from "@/lib/db/schema";
import { codeOf, setUpReviews, type ReviewsEnv } from "@/tests/integration/helpers/reviews";
import {
  CreateReviewTemplateMutation,
  DeleteReviewTemplateMutation,
  ReplyTemplatesQuery,
  ReplyToReviewMutation,
  UpdateReviewTemplateMutation,
} from "@/lib/reviews/operations";

const REPLY = ReplyToReviewMutation;
// The inbox reads the review again after a removal; this test reads it from the answer.
const DELETE_REPLY = `mutation($reviewId: ID!) {
  deleteReviewReply(reviewId: $reviewId) { jobId status review { id replyJob { status comment } } } }`;
const REVIEW = `query($id: ID!) { review(id: $id) {
  reply { comment automatic state } replyJob { status error } } }`;
const TEMPLATES = ReplyTemplatesQuery;
const CREATE = CreateReviewTemplateMutation;
const UPDATE = UpdateReviewTemplateMutation;
const DELETE = DeleteReviewTemplateMutation;

let env: ReviewsEnv;

beforeAll(async () => {
  env = await setUpReviews({ stores: 2, workers: 1 });
}, 90_000);

afterAll(() => env.close());

const replyJobs = () => env.countOf("jobs", sql`kind = 'REVIEW_REPLY'`);

describe("replyToReview and deleteReviewReply", () => {
  it("sends a reply to the maps service and keeps it on the review", async () => {
    const review = await env.addReview(0, { stars: 4, comment: "Buena atención" });
    const { body } = await env.as("reviewsA", REPLY, {
      reviewId: review.id,
      comment: "  ¡Gracias por tu visita!  ",
    });
    expect(body.errors).toBeUndefined();
    const result = body.data.replyToReview;
    expect(result).toMatchObject({
      status: "PENDING",
      review: {
        id: review.id,
        replyJob: { status: "PENDING", comment: "¡Gracias por tu visita!" },
      },
    });
    await env.waitForJob(result.jobId);
    const onService = await env.maps.getReview(review.name);
    expect(onService.reviewReply?.comment).toBe("¡Gracias por tu visita!");
    expect(await env.reviewRow(review.id)).toMatchObject({
      replyComment: "¡Gracias por tu visita!",
      replySource: "PERSON",
    });
    expect(env.replyCalls(review.name)).toBe(1);
    const shown = await env.as("reviewsA", REVIEW, { id: review.id });
    expect(shown.body.data.review).toMatchObject({
      reply: { comment: "¡Gracias por tu visita!", automatic: false },
      replyJob: { status: "DONE", error: null },
    });

    const removal = await env.as("gmbA", DELETE_REPLY, { reviewId: review.id });
    expect(removal.body.data.deleteReviewReply.review.replyJob).toMatchObject({
      status: "PENDING",
      comment: null,
    });
    await env.waitForJob(removal.body.data.deleteReviewReply.jobId);
    expect((await env.maps.getReview(review.name)).reviewReply).toBeUndefined();
    expect(await env.reviewRow(review.id)).toMatchObject({ replyComment: null, replySource: null });
  });

  it("refuses 401 characters with a field issue: nothing queued, nothing sent", async () => {
    const review = await env.addReview(0);
    const before = await replyJobs();
    const { body } = await env.as("adminA", REPLY, {
      reviewId: review.id,
      comment: "a".repeat(401),
    });
    expect(codeOf({ body })).toBe("BAD_USER_INPUT");
    expect(body.errors[0].extensions.issues).toEqual([{ path: "comment", message: "tooLong" }]);
    const blank = await env.as("adminA", REPLY, { reviewId: review.id, comment: "   " });
    expect(blank.body.errors[0].extensions.issues).toEqual([
      { path: "comment", message: "tooShort" },
    ]);
    expect(await replyJobs()).toBe(before);
    expect(env.replyCalls(review.name)).toBe(0);
    expect((await env.reviewRow(review.id)).replyJobItemId).toBeNull();

    // 400 is the limit, not one less.
    const { body: ok } = await env.as("adminA", REPLY, {
      reviewId: review.id,
      comment: "b".repeat(400),
    });
    await env.waitForJob(ok.data.replyToReview.jobId);
    expect((await env.maps.getReview(review.name)).reviewReply?.comment).toHaveLength(400);
  });

  // "{nombre}" was sent to Google as written: a placeholder in a reply is refused, known or not.
  it("refuses a reply holding a placeholder: nothing queued, nothing sent", async () => {
    const review = await env.addReview(0);
    const before = await replyJobs();
    const unknown = await env.as("adminA", REPLY, {
      reviewId: review.id,
      comment: "Gracias {nombre}, te esperamos.",
    });
    expect(codeOf(unknown)).toBe("BAD_USER_INPUT");
    expect(unknown.body.errors[0].extensions.issues).toEqual([
      { path: "comment", message: "unknownPlaceholder" },
    ]);
    const unfilled = await env.as("adminA", REPLY, {
      reviewId: review.id,
      comment: "Thanks {firstName}!",
    });
    expect(unfilled.body.errors[0].extensions.issues).toEqual([
      { path: "comment", message: "unfilledPlaceholder" },
    ]);
    expect(await replyJobs()).toBe(before);
    expect(env.replyCalls(review.name)).toBe(0);
    expect((await env.reviewRow(review.id)).replyJobItemId).toBeNull();
  });

  it("answers REVIEW_REMOVED for a review deleted on the provider, and sends nothing", async () => {
    const review = await env.addReview(1);
    await env.db.update(reviews).set({ removedAt: new Date() }).where(eq(reviews.id, review.id));
    const before = await replyJobs();
    for (const [query, variables] of [
      [REPLY, { reviewId: review.id, comment: "Gracias" }],
      [DELETE_REPLY, { reviewId: review.id }],
    ] as const) {
      const { body } = await env.as("reviewsA", query, variables);
      expect(codeOf({ body })).toBe("REVIEW_REMOVED");
    }
    expect(await replyJobs()).toBe(before);
    expect(env.replyCalls(review.name)).toBe(0);
  });

  it("marks the review removed when the service no longer has it (404)", async () => {
    const review = await env.addReview(1);
    const gone = review.name.replace(/reviews\/.+$/, "reviews/gone-review");
    await env.db.update(reviews).set({ googleId: gone }).where(eq(reviews.id, review.id));
    const { body } = await env.as("reviewsA", REPLY, { reviewId: review.id, comment: "Gracias" });
    await env.waitForJob(body.data.replyToReview.jobId);
    const [item] = await env.db
      .select()
      .from(jobItems)
      .where(eq(jobItems.jobId, body.data.replyToReview.jobId));
    expect(item).toMatchObject({ status: "FAILED", error: "REVIEW_REMOVED" });
    expect((await env.reviewRow(review.id)).removedAt).toBeInstanceOf(Date);
    const again = await env.as("reviewsA", REPLY, { reviewId: review.id, comment: "Gracias" });
    expect(codeOf(again)).toBe("REVIEW_REMOVED");

    // A 404 about the reply alone (nothing to remove) leaves the review as it is.
    const kept = await env.addReview(1);
    await env.fault(1, 404, { method: "DELETE" });
    const removal = await env.as("reviewsA", DELETE_REPLY, { reviewId: kept.id });
    const job = await env.waitForJob(removal.body.data.deleteReviewReply.jobId);
    expect(job).toMatchObject({ done: 1, failed: 0 });
    expect((await env.reviewRow(kept.id)).removedAt).toBeNull();
  });

  it("ends a refused reply with the service's status and reason; a 429 is retried to success", async () => {
    const refused = await env.addReview(1);
    await env.fault(1, 400, { method: "PUT", field: "comment" });
    const { body } = await env.as("reviewsA", REPLY, { reviewId: refused.id, comment: "Gracias" });
    await env.waitForJob(body.data.replyToReview.jobId);
    const [item] = await env.db
      .select()
      .from(jobItems)
      .where(eq(jobItems.jobId, body.data.replyToReview.jobId));
    expect(item).toMatchObject({ status: "FAILED", error: "INVALID_ARGUMENT" });
    expect(item!.errorDetail).toBeTruthy();
    expect(await env.reviewRow(refused.id)).toMatchObject({ replyComment: null, removedAt: null });

    const retried = await env.addReview(1);
    await env.fault(1, 429, { method: "PUT" });
    const second = await env.as("reviewsA", REPLY, { reviewId: retried.id, comment: "Gracias" });
    const job = await env.waitForJob(second.body.data.replyToReview.jobId);
    expect(job).toMatchObject({ done: 1, failed: 0 });
    const [sent] = await env.db.select().from(jobItems).where(eq(jobItems.jobId, job.id));
    expect(sent!.attempts).toBe(2);
    expect((await env.maps.getReview(retried.name)).reviewReply?.comment).toBe("Gracias");
  });

  it("gives other tenants and STORE-only users nothing, and lets every reviews role reply", async () => {
    const review = await env.addReview(0);
    const before = await replyJobs();
    const foreign = await env.as("adminB", REPLY, { reviewId: review.id, comment: "Hola" });
    expect(codeOf(foreign)).toBe("NOT_FOUND");
    const foreignDelete = await env.as("adminB", DELETE_REPLY, { reviewId: review.id });
    expect(codeOf(foreignDelete)).toBe("NOT_FOUND");
    const storeOnly = await env.as("storeA", REPLY, { reviewId: review.id, comment: "Hola" });
    expect(codeOf(storeOnly)).toBe("FORBIDDEN");
    expect(codeOf(await env.as("adminA", REPLY, { reviewId: "nope", comment: "Hola" }))).toBe(
      "NOT_FOUND",
    );
    const bReview = await env.addTenantBReview();
    expect(codeOf(await env.as("reviewsA", REPLY, { reviewId: bReview, comment: "Hola" }))).toBe(
      "NOT_FOUND",
    );
    expect(await replyJobs()).toBe(before);

    for (const user of ["adminA", "reviewsA", "gmbA"]) {
      const { body } = await env.as(user, REPLY, {
        reviewId: review.id,
        comment: `Gracias ${user}`,
      });
      expect(body.errors).toBeUndefined();
      await env.waitForJob(body.data.replyToReview.jobId);
    }
    // Three replies in a row: the last made is the one that stays.
    expect((await env.maps.getReview(review.name)).reviewReply?.comment).toBe("Gracias gmbA");
    const [job] = await env.db
      .select({ createdBy: jobs.createdBy })
      .from(jobs)
      .where(and(eq(jobs.kind, "REVIEW_REPLY"), eq(jobs.tenantId, env.f.tenantB)));
    expect(job).toBeUndefined();
  });
});

describe("response templates", () => {
  it("creates, lists, edits and deletes the tenant's templates; names are unique in any case", async () => {
    const { body } = await env.as("reviewsA", CREATE, {
      input: { name: "Gracias", body: "¡Gracias {firstName}!" },
    });
    const created = body.data.createReviewTemplate;
    expect(created).toMatchObject({ name: "Gracias", body: "¡Gracias {firstName}!" });
    const twin = await env.as("gmbA", CREATE, { input: { name: " GRACIAS ", body: "Otro" } });
    expect(codeOf(twin)).toBe("BAD_USER_INPUT");
    expect(twin.body.errors[0].extensions.issues).toEqual([
      { path: "name", message: "duplicateName" },
    ]);
    const long = await env.as("adminA", CREATE, {
      input: { name: "Larga", body: "x".repeat(401) },
    });
    expect(long.body.errors[0].extensions.issues).toEqual([{ path: "body", message: "tooLong" }]);

    const other = (await env.as("adminA", CREATE, { input: { name: "Saludo", body: "Hola" } })).body
      .data.createReviewTemplate;
    const renamed = await env.as("adminA", UPDATE, {
      id: other.id,
      input: { name: "gracias", body: "Hola" },
    });
    expect(renamed.body.errors[0].extensions.issues).toEqual([
      { path: "name", message: "duplicateName" },
    ]);
    // Its own name in another case is no duplicate.
    const recased = await env.as("adminA", UPDATE, {
      id: other.id,
      input: { name: "SALUDO", body: "Hola {city}" },
    });
    expect(recased.body.data.updateReviewTemplate).toMatchObject({
      name: "SALUDO",
      body: "Hola {city}",
    });

    const list = (await env.as("reviewsA", TEMPLATES)).body.data.reviewTemplates;
    expect(list.map((t: { name: string }) => t.name)).toEqual(["Gracias", "SALUDO"]);
    expect((await env.as("adminA", DELETE, { id: other.id })).body.data.deleteReviewTemplate).toBe(
      true,
    );
    expect(codeOf(await env.as("adminA", DELETE, { id: other.id }))).toBe("NOT_FOUND");
    expect((await env.as("reviewsA", TEMPLATES)).body.data.reviewTemplates).toHaveLength(1);
  });

  // A template with "{nombre}" was saved and its text sent to Google as written.
  it("refuses a placeholder that is not a variable on create and on update: nothing written", async () => {
    const created = await env.as("adminA", CREATE, {
      input: { name: "Nombre", body: "Gracias {nombre} por tu visita" },
    });
    expect(codeOf(created)).toBe("BAD_USER_INPUT");
    expect(created.body.errors[0].extensions.issues).toEqual([
      { path: "body", message: "unknownPlaceholder" },
    ]);
    const names = async () =>
      (await env.as("adminA", TEMPLATES)).body.data.reviewTemplates.map(
        (t: { name: string }) => t.name,
      );
    expect(await names()).not.toContain("Nombre");

    const kept = (
      await env.as("adminA", CREATE, { input: { name: "Visita", body: "Gracias {firstName}" } })
    ).body.data.createReviewTemplate;
    for (const body of ["Hola {FirstName}", "Hola {first name}", "En {ciudad}, {city}"]) {
      const updated = await env.as("adminA", UPDATE, {
        id: kept.id,
        input: { name: "Visita", body },
      });
      expect(updated.body.errors[0].extensions.issues).toEqual([
        { path: "body", message: "unknownPlaceholder" },
      ]);
    }
    const list = (await env.as("adminA", TEMPLATES)).body.data.reviewTemplates;
    expect(list.find((t: { id: string }) => t.id === kept.id).body).toBe("Gracias {firstName}");
    expect(codeOf(await env.as("adminA", DELETE, { id: kept.id }))).toBeUndefined();
  });

  it("keeps templates to their tenant and to the reviews section", async () => {
    const { body } = await env.as("adminA", CREATE, { input: { name: "Solo A", body: "Texto A" } });
    const mine = body.data.createReviewTemplate;
    const theirs = (await env.as("adminB", TEMPLATES)).body.data.reviewTemplates;
    expect(theirs.find((t: { id: string }) => t.id === mine.id)).toBeUndefined();
    const edit = await env.as("adminB", UPDATE, { id: mine.id, input: { name: "Mío", body: "B" } });
    expect(codeOf(edit)).toBe("NOT_FOUND");
    expect(codeOf(await env.as("adminB", DELETE, { id: mine.id }))).toBe("NOT_FOUND");
    // B may use the same name: uniqueness is per tenant.
    const sameName = await env.as("adminB", CREATE, { input: { name: "Solo A", body: "Texto B" } });
    expect(sameName.body.errors).toBeUndefined();

    for (const [query, variables] of [
      [TEMPLATES, undefined],
      [CREATE, { input: { name: "Tienda", body: "Hola" } }],
      [UPDATE, { id: mine.id, input: { name: "Tienda", body: "Hola" } }],
      [DELETE, { id: mine.id }],
    ] as const)
      expect(codeOf(await env.as("storeA", query, variables))).toBe("FORBIDDEN");
    const [row] = (await env.as("adminA", TEMPLATES)).body.data.reviewTemplates.filter(
      (t: { id: string }) => t.id === mine.id,
    );
    expect(row).toMatchObject({ name: "Solo A", body: "Texto A" });
  });
});
