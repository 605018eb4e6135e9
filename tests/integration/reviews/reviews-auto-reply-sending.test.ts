// Automatic replies sent on the app's database and the maps simulator (in-process): planned for
// new reviews from the rule's templates in turn and sent after the delay, never twice (planned
// twice, delivered twice, a person answered meanwhile), and a failure notified as
// REVIEW_RESPONSE_AUTOMATIC.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { autoReplyRules, jobItems, notifications, reviews } from "@/lib/db/schema";
import { applyAutoReply } from "@/lib/reviews/apply-auto-reply";
import { planAutoReplies } from "@/lib/reviews/auto-reply";
import { ReplyToReviewMutation as REPLY } from "@/lib/reviews/operations";
import {
  deliver,
  env,
  fallDue,
  plan,
  plannedFor,
  queue,
  REVIEW,
  SETTINGS,
  setUpAutoReplies,
  switchOnAutoReplies,
} from "./auto-reply-setup";

setUpAutoReplies();
beforeAll(switchOnAutoReplies);

describe("planAutoReplies", () => {
  it("answers new reviews after the delay with the rule's templates in turn", async () => {
    vi.stubEnv("AUTO_REPLY_MINUTE_MS", "200");
    const ana = await env.addReview(0, { stars: 5, comment: "Excelente", reviewer: "Ana Pérez" });
    const bruno = await env.addReview(0, { stars: 5, comment: "Muy bien", reviewer: "Bruno Díaz" });
    const carla = await env.addReview(0, { stars: 5, comment: "Genial", reviewer: "Carla Ruiz" });
    const threeStars = await env.addReview(0, { stars: 3, comment: "Normal" });
    const answered = await env.addReview(0, { stars: 5, comment: "Bien" });
    await env.db
      .update(reviews)
      .set({ replyComment: "Ya respondida" })
      .where(eq(reviews.id, answered.id));
    const ofB = await env.addTenantBReview();

    const ids = [ana.id, bruno.id, carla.id, threeStars.id, answered.id, ofB];
    const planned = Date.now();
    expect(await plan(ids)).toBe(3);
    const { row } = await plannedFor(ana.id);
    expect(row).toMatchObject({ status: "SCHEDULED", comment: "¡Gracias Ana!" });
    // 5 "minutes" of 200 ms from the planning, on this clock: the row's createdAt is the database's
    // own now(), which a loaded machine can read some milliseconds after the due time was set.
    expect(row!.dueAt.getTime() - planned).toBeGreaterThanOrEqual(1_000);
    await env.waitForJob(row!.jobId!);
    vi.unstubAllEnvs();

    const replies = [];
    for (const review of [ana, bruno, carla]) {
      const { row: sent } = await plannedFor(review.id);
      expect(sent).toMatchObject({ status: "SENT", error: null });
      expect(sent!.sentAt!.getTime()).toBeGreaterThanOrEqual(sent!.dueAt.getTime());
      const onService = (await env.maps.getReview(review.name)).reviewReply?.comment;
      expect(await env.reviewRow(review.id)).toMatchObject({
        replyComment: onService,
        replySource: "AUTOMATIC",
      });
      replies.push(onService);
    }
    const store = (await env.db.execute(
      sql`select location_name from locations where id = ${env.f.locationsA[0]}`,
    )) as unknown as { rows?: { location_name: string }[] } & { location_name: string }[];
    const storeName = (store.rows ?? store)[0]!.location_name;
    expect(replies).toEqual([
      "¡Gracias Ana!",
      `Gracias por visitar ${storeName}.`,
      "¡Gracias Carla!",
    ]);
    const shown = await env.as("reviewsA", REVIEW, { id: ana.id });
    expect(shown.body.data.review.reply).toEqual({ comment: "¡Gracias Ana!", automatic: true });
    for (const review of [threeStars, answered])
      expect((await plannedFor(review.id)).row).toBeUndefined();
    expect((await env.maps.getReview(answered.name)).reviewReply).toBeUndefined();

    // Planned twice: nothing more.
    expect(await plan(ids)).toBe(0);
    expect(await env.countOf("auto_replies", sql`review_id = ${ana.id}`)).toBe(1);
    expect(env.replyCalls(ana.name)).toBe(1);
    const recent = (await env.as("reviewsA", SETTINGS)).body.data.autoReplySettings.recent;
    expect(recent.filter((r: { status: string }) => r.status === "SENT")).toHaveLength(3);
    // Each record names its review, as the inbox opens it.
    expect(recent).toContainEqual(
      expect.objectContaining({ reviewId: ana.id, reviewName: ana.name, reviewer: "Ana Pérez" }),
    );
  });

  it("never sends two identical replies in a row: a rule with one template skips the repeat", async () => {
    const first = await env.addReview(1, { stars: 5, reviewer: "Diego Sosa" });
    const second = await env.addReview(1, { stars: 5, reviewer: "Diego Luna" });
    expect(await plan([first.id, second.id])).toBe(1);
    expect((await plannedFor(first.id)).row).toMatchObject({ comment: "¡Gracias Diego!" });
    expect((await plannedFor(second.id)).row).toMatchObject({
      status: "SKIPPED",
      error: "REPEATED_REPLY",
    });
    const [rule] = await env.db
      .select()
      .from(autoReplyRules)
      .where(
        and(eq(autoReplyRules.tenantId, env.f.tenantA), eq(autoReplyRules.withComment, false)),
      );
    expect(rule).toMatchObject({ rotation: 1, lastReply: "¡Gracias Diego!" });
  });

  it("plans nothing for a tenant whose automatic replies are off", async () => {
    const ofB = await env.addTenantBReview();
    expect(
      await planAutoReplies(env.db, queue, { tenantId: env.f.tenantB, reviewIds: [ofB] }),
    ).toBe(0);
  });
});

describe("sending an automatic reply", () => {
  /** A five-star review with a comment, planned for later (the default 60 s "minutes"). */
  async function planned(store = 0) {
    const review = await env.addReview(store, {
      stars: 5,
      comment: "Muy bueno",
      reviewer: "Eva Paz",
    });
    expect(await plan([review.id])).toBe(1);
    const { row, item } = await plannedFor(review.id);
    return { review, row: row!, item: item! };
  }

  it("waits for its due time", async () => {
    const { review, item } = await planned();
    await deliver(item.id);
    expect((await plannedFor(review.id)).row!.status).toBe("SCHEDULED");
    expect((await env.db.select().from(jobItems).where(eq(jobItems.id, item.id)))[0]).toMatchObject(
      {
        status: "PENDING",
        attempts: 0,
      },
    );
    expect(env.replyCalls(review.name)).toBe(0);
  });

  it("answers once, whatever delivers it twice", async () => {
    const { review, item } = await planned();
    await fallDue(review.id);
    await Promise.all([deliver(item.id), deliver(item.id)]);
    await deliver(item.id);
    // The handler itself, run again outside the queue, finds the reply sent.
    const ctx = {
      db: env.db,
      queue,
      tenantId: env.f.tenantA,
      jobId: item.jobId,
      kind: "REVIEW_AUTO_REPLY",
    };
    expect(await applyAutoReply(item, ctx)).toEqual({ ok: true, result: { status: "SENT" } });
    expect(env.replyCalls(review.name)).toBe(1);
    expect((await plannedFor(review.id)).row!.status).toBe("SENT");

    const next = await planned();
    await fallDue(next.review.id);
    const results = await Promise.all([
      applyAutoReply(next.item, ctx),
      applyAutoReply(next.item, ctx),
    ]);
    // One sent it (the service's moderation state is its result); the other found it taken.
    expect(results.filter((r) => r.ok && r.result && "state" in r.result)).toHaveLength(1);
    expect((await plannedFor(next.review.id)).row!.status).toBe("SENT");
    expect(env.replyCalls(next.review.name)).toBe(1);
  });

  it("is skipped when a person answered meanwhile, here or on the maps service", async () => {
    const here = await planned();
    const { body } = await env.as("reviewsA", REPLY, {
      reviewId: here.review.id,
      comment: "Hola Eva",
    });
    expect((await plannedFor(here.review.id)).row).toMatchObject({
      status: "SKIPPED",
      error: "HANDLED_BY_PERSON",
    });
    await env.waitForJob(body.data.replyToReview.jobId);
    await fallDue(here.review.id);
    await deliver(here.item.id);
    expect((await env.maps.getReview(here.review.name)).reviewReply?.comment).toBe("Hola Eva");
    expect(env.replyCalls(here.review.name)).toBe(1);

    const there = await planned();
    await env.maps.replyToReview(there.review.name, "Respondida en Google");
    await fallDue(there.review.id);
    await deliver(there.item.id);
    expect((await plannedFor(there.review.id)).row).toMatchObject({
      status: "SKIPPED",
      error: "ANSWERED",
    });
    expect(await env.reviewRow(there.review.id)).toMatchObject({
      replyComment: "Respondida en Google",
      replySource: "PERSON",
    });
    expect(env.replyCalls(there.review.name)).toBe(0);
  });

  it("raises REVIEW_RESPONSE_AUTOMATIC when the service refuses it", async () => {
    const refused = await planned(1);
    await env.fault(1, 400, { method: "PUT", field: "comment" });
    await fallDue(refused.review.id);
    await deliver(refused.item.id);
    expect((await plannedFor(refused.review.id)).row).toMatchObject({
      status: "FAILED",
      error: "INVALID_ARGUMENT",
    });
    const notes = await env.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.tenantId, env.f.tenantA),
          eq(notifications.type, "REVIEW_RESPONSE_AUTOMATIC"),
        ),
      );
    expect(notes.map((n) => n.subject)).toEqual([refused.review.name]);
    expect(notes[0]).toMatchObject({
      infoUrl: [refused.review.name],
      locationId: env.f.locationsA[1],
    });

    // A 503 on the queue's last try fails it too (earlier tries are retried).
    const unavailable = await planned(1);
    await env.fault(1, 503, { method: "PUT" });
    await fallDue(unavailable.review.id);
    await deliver(unavailable.item.id, true);
    expect((await plannedFor(unavailable.review.id)).row).toMatchObject({
      status: "FAILED",
      error: "UNAVAILABLE",
    });
    expect(await env.countOf("notifications", sql`type = 'REVIEW_RESPONSE_AUTOMATIC'`)).toBe(2);
    const recent = (await env.as("adminA", SETTINGS)).body.data.autoReplySettings.recent;
    expect(recent[0]).toMatchObject({ reviewId: unavailable.review.id, status: "FAILED" });
  });
});
