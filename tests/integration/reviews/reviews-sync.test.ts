// The review sync on the job engine, against the maps simulator: items of up to 50 verified
// stores, a silent first sync, incremental reads that notify what is new or changed, moderation
// results and deleted reviews found, automatic replies planned, one sync per tenant at a time,
// and every tenant's reviews, notifications and jobs kept to itself.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, inArray, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import {
  autoReplies,
  autoReplyRules,
  autoReplySettings,
  jobItems,
  jobs,
  notifications,
  reviews,
  reviewSyncStores,
  reviewTemplates,
} from "@/lib/db/schema";
import { changeScheduledJob, listScheduledJobs, startScheduledJobs } from "@/lib/jobs/schedules";
import { JobRunningError } from "@/lib/jobs/service";
import { createMapsClient } from "@/lib/maps/client";
import type { Review } from "@/lib/maps/types";
import { simulatorFetch, simulatorSignIn } from "@/lib/maps-simulator/in-process";
import { reviewProfile } from "@/lib/maps-simulator/reviews/seeded-reviews";
import { saveReply } from "@/lib/reviews/apply-reply";
import { startReviewSync } from "@/lib/reviews/sync";
import {
  REVIEW_SYNC_CRON,
  REVIEW_SYNC_SCHEDULE,
  runScheduledReviewSync,
} from "@/lib/syncs/review-schedule";
import { setUpReviewSync, type ReviewSyncSetUp } from "@/tests/integration/helpers/review-sync";
import { NotificationGroupsQuery } from "@/lib/notifications/operations";

const SIM = "http://localhost:3000/api/maps-sim";
const SYNC = `mutation { syncReviews { newReviews updatedReviews notifications removedReviews jobId } }`;
const JOB = `query($id: ID!) { job(id: $id) { id status total reviewSync { newReviews updatedReviews notifications removedReviews jobId } } }`;

let s: ReviewSyncSetUp;

beforeAll(async () => {
  s = await setUpReviewSync({ stores: 60 });
});
afterAll(async () => {
  await s?.close();
});

/** A customer acts on the simulated maps service through its admin API. */
async function simAdmin(method: string, path: string, body?: unknown): Promise<Review> {
  const response = await simulatorFetch(`${SIM}/_admin/${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      "x-sim-admin-key": process.env.MAPS_SIM_ADMIN_KEY!,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Review;
}

const verifiedA = () => s.storesA.filter((store) => store.verified === "COMPLETED");

async function sync(tenantId = s.f.tenantA) {
  const jobId = await startReviewSync(s.db, s.queue, { tenantId });
  return s.waitForSync(jobId);
}

async function reviewRow(name: string) {
  const [row] = await s.db.select().from(reviews).where(eq(reviews.googleId, name));
  return row;
}

describe("review sync", () => {
  it("lets one sync per tenant run at a time, and answers at once with the job", async () => {
    // No worker yet: the job stays running.
    const answer = await s.as("adminA", SYNC);
    expect(answer.body.errors).toBeUndefined();
    const started = answer.body.data.syncReviews;
    expect(started).toMatchObject({ newReviews: 0, updatedReviews: 0, notifications: 0 });
    expect(started.jobId).toEqual(expect.any(String));
    const again = await s.as("reviewsA", SYNC);
    expect(again.body.errors?.[0]?.extensions).toEqual({ code: "CONFLICT", jobId: started.jobId });
    await expect(startReviewSync(s.db, s.queue, { tenantId: s.f.tenantA })).rejects.toEqual(
      new JobRunningError(started.jobId),
    );
    expect(await s.db.select().from(jobs).where(eq(jobs.kind, "REVIEW_SYNC"))).toHaveLength(1);
    // Another tenant's sync is not held up; a user without the reviews section starts none.
    expect((await s.as("adminB", SYNC)).body.errors).toBeUndefined();
    expect((await s.as("storeA", SYNC)).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");

    await s.startWorkers();
    const job = await s.waitForSync(started.jobId);
    expect(job).toMatchObject({ status: "DONE", failed: 0 });
    const read = await s.as("adminA", JOB, { id: started.jobId });
    expect(read.body.data.job.reviewSync).toMatchObject({
      newReviews: (job.result as { newReviews: number }).newReviews,
      notifications: 0,
      jobId: started.jobId,
    });
  });

  it("imported every verified store's reviews silently, in items of up to 50 stores", async () => {
    const [job] = await s.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.tenantId, s.f.tenantA), eq(jobs.kind, "REVIEW_SYNC")));
    const items = await s.db.select().from(jobItems).where(eq(jobItems.jobId, job!.id));
    const verified = verifiedA();
    expect(items).toHaveLength(Math.ceil(verified.length / 50));
    for (const item of items) {
      const payload = item.payload as { full: boolean; stores: { id: string }[] };
      expect(payload.full).toBe(true);
      expect(payload.stores.length).toBeLessThanOrEqual(50);
    }
    const expected = verified.reduce(
      (sum, store) => sum + reviewProfile(store.googleId.replace("locations/", "")).count,
      0,
    );
    expect(job!.result).toMatchObject({ newReviews: expected, notifications: 0, removed: 0 });
    const [stored] = await s.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(eq(reviews.tenantId, s.f.tenantA));
    expect(stored!.n).toBe(expected);
    // Unverified stores are left out; every verified one has its place to go on from.
    const unverified = s.storesA.filter((store) => store.verified !== "COMPLETED").map((x) => x.id);
    expect(
      await s.db.select().from(reviews).where(inArray(reviews.locationId, unverified)),
    ).toEqual([]);
    const state = await s.db
      .select()
      .from(reviewSyncStores)
      .where(eq(reviewSyncStores.tenantId, s.f.tenantA));
    expect(state).toHaveLength(verified.length);
    expect(state.every((row) => row.fullPassAt !== null)).toBe(true);
    const none = await s.db
      .select()
      .from(notifications)
      .where(eq(notifications.tenantId, s.f.tenantA));
    expect(none).toEqual([]);
  });

  it("reads incrementally and notifies new and changed reviews once", async () => {
    const [first, second] = verifiedA();
    const created = await simAdmin("POST", "reviews", {
      location: first!.googleId,
      starRating: 2,
      comment: "Cola eterna",
    });
    const maps = createMapsClient({
      accessToken: (await simulatorSignIn("sim-owner-acme")).access_token,
      fetch: simulatorFetch,
    });
    const [oldest] = (await maps.listAllReviews("accounts/1001", second!.googleId)).slice(-1);
    const edited = await simAdmin("POST", `reviews/${oldest!.reviewId}:update`, {
      comment: "Mejoró mucho",
    });
    s.calls.batch = 0;
    const job = await sync();
    expect(job.result).toMatchObject({ newReviews: 1, updatedReviews: 1, notifications: 2 });
    // One page per item: the read stopped at reviews older than the previous one.
    expect(s.calls.batch).toBe(job.total);

    const raised = await s.db
      .select()
      .from(notifications)
      .where(eq(notifications.tenantId, s.f.tenantA));
    expect(raised).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: "REVIEW_NEW",
          subject: created.name,
          infoUrl: [created.name],
          locationId: first!.id,
        }),
        expect.objectContaining({
          type: "REVIEW_UPDATE",
          subject: edited.name,
          dedupeKey: edited.updateTime,
          locationId: second!.id,
        }),
      ]),
    );
    expect(raised).toHaveLength(2);
    expect(await reviewRow(edited.name)).toMatchObject({ comment: "Mejoró mucho" });
    // Nothing changed since: nothing new, nothing notified again.
    expect((await sync()).result).toMatchObject({
      newReviews: 0,
      updatedReviews: 0,
      notifications: 0,
    });
  });

  it("plans automatic replies for newly arrived reviews, never for the first import", async () => {
    const [template] = await s.db
      .insert(reviewTemplates)
      .values({ tenantId: s.f.tenantA, name: "Thanks", body: "Thanks, {firstName}!" })
      .returning();
    await s.db
      .insert(autoReplySettings)
      .values({ tenantId: s.f.tenantA, enabled: true, delayMinutes: 600 });
    await s.db.insert(autoReplyRules).values({
      tenantId: s.f.tenantA,
      starRating: 5,
      withComment: true,
      templateIds: [template!.id],
    });
    const store = verifiedA()[2]!;
    const created = await simAdmin("POST", "reviews", {
      location: store.googleId,
      starRating: 5,
      comment: "Excelente",
      reviewer: { displayName: "Rita R." },
    });
    await sync();
    const row = await reviewRow(created.name);
    const planned = await s.db
      .select()
      .from(autoReplies)
      .where(eq(autoReplies.tenantId, s.f.tenantA));
    expect(planned).toEqual([
      expect.objectContaining({ reviewId: row!.id, comment: "Thanks, Rita!", status: "SCHEDULED" }),
    ]);
  });

  it("brings a reply's moderation result to the stored review", async () => {
    vi.stubEnv("MAPS_SIM_MODERATION_MS", "300");
    try {
      const maps = createMapsClient({
        accessToken: (await simulatorSignIn("sim-owner-acme")).access_token,
        fetch: simulatorFetch,
      });
      const targets = await s.db
        .select()
        .from(reviews)
        .where(and(eq(reviews.tenantId, s.f.tenantA), isNull(reviews.replyComment)))
        .orderBy(reviews.createTime)
        .limit(2);
      // What the product's reply job keeps after the service took each reply: PENDING.
      for (const [i, review] of targets.entries()) {
        const comment = i === 0 ? "Gracias por venir" : "Escribinos a ayuda@acme.example";
        const answer = await maps.replyToReview(review.googleId, comment);
        expect(answer.reviewReplyState).toBe("PENDING");
        await saveReply(s.db, review, answer, "PERSON");
      }
      await new Promise((resolve) => setTimeout(resolve, 350));
      s.calls.get = 0;
      await sync();
      expect(s.calls.get).toBe(2);
      expect(await reviewRow(targets[0]!.googleId)).toMatchObject({
        replyState: "APPROVED",
        replyPolicyViolation: null,
      });
      expect(await reviewRow(targets[1]!.googleId)).toMatchObject({
        replyState: "REJECTED",
        replyPolicyViolation: "PERSONAL_INFORMATION",
      });
      // Decided: not read one by one again.
      s.calls.get = 0;
      await sync();
      expect(s.calls.get).toBe(0);
    } finally {
      vi.unstubAllEnvs();
      vi.stubEnv("MAPS_QUOTA_WINDOW_MS", "1000");
    }
  });

  it("marks a review deleted on the service removed at the store's next full read, keeping it", async () => {
    const store = verifiedA()[3]!;
    const [kept, deleted] = await s.db
      .select()
      .from(reviews)
      .where(eq(reviews.locationId, store.id))
      .orderBy(reviews.updateTime)
      .limit(2);
    const reviewId = deleted!.googleId.split("/").pop()!;
    await simAdmin("DELETE", `reviews/${reviewId}`);
    // An incremental read does not see it go.
    await sync();
    expect((await reviewRow(deleted!.googleId))!.removedAt).toBeNull();

    // A day later the store is due its full read.
    await s.db
      .update(reviewSyncStores)
      .set({ fullPassAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(reviewSyncStores.locationId, store.id));
    s.calls.get = 0;
    const job = await sync();
    expect(job.result).toMatchObject({ removed: 1, newReviews: 0, notifications: 0 });
    expect(s.calls.get).toBe(1);
    expect((await reviewRow(deleted!.googleId))!.removedAt).toBeInstanceOf(Date);
    expect((await reviewRow(kept!.googleId))!.removedAt).toBeNull();
    const [state] = await s.db
      .select()
      .from(reviewSyncStores)
      .where(eq(reviewSyncStores.locationId, store.id));
    expect(Date.now() - state!.fullPassAt!.getTime()).toBeLessThan(60_000);
    const removedRows = await s.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.tenantId, s.f.tenantA), isNotNull(reviews.removedAt)));
    expect(removedRows).toHaveLength(1);
  });

  it("keeps every tenant's reviews, notifications and sync jobs to itself", async () => {
    const jobB = await sync(s.f.tenantB);
    expect(jobB.result).toMatchObject({ notifications: 0 });
    const rowsB = await s.db.select().from(reviews).where(eq(reviews.tenantId, s.f.tenantB));
    const idsB = new Set(s.storesB.map((store) => store.id));
    expect(rowsB.length).toBeGreaterThan(0);
    for (const row of rowsB) {
      expect(idsB.has(row.locationId)).toBe(true);
      expect(row.googleId).toMatch(/^accounts\/1002\//);
    }
    const idsA = new Set(s.storesA.map((store) => store.id));
    for (const row of await s.db.select().from(reviews).where(eq(reviews.tenantId, s.f.tenantA)))
      expect(idsA.has(row.locationId)).toBe(true);
    // A new review of B's notifies B only.
    const created = await simAdmin("POST", "reviews", {
      location: s.storesB.find((store) => store.verified === "COMPLETED")!.googleId,
      starRating: 4,
    });
    await sync(s.f.tenantB);
    const [raised] = await s.db
      .select()
      .from(notifications)
      .where(eq(notifications.subject, created.name));
    expect(raised).toMatchObject({ tenantId: s.f.tenantB, type: "REVIEW_NEW" });
    const GROUPS = NotificationGroupsQuery;
    const seenByA = JSON.stringify((await s.as("adminA", GROUPS)).body.data);
    expect(seenByA).not.toContain(created.name);
    expect(JSON.stringify((await s.as("adminB", GROUPS)).body.data)).toContain(created.name);
    // Tenant A cannot read B's sync job.
    expect((await s.as("adminA", JOB, { id: jobB.id })).body.data.job).toBeNull();
    expect((await s.as("adminB", JOB, { id: jobB.id })).body.data.job.reviewSync).not.toBeNull();
  });

  it("refuses a tenant without a linked maps account, writing nothing", async () => {
    await s.db.execute(sql`delete from maps_credentials where user_id = ${s.f.users.adminB!}`);
    const before = await s.db.select().from(jobs);
    expect((await s.as("adminB", SYNC)).body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(await s.db.select().from(jobs)).toHaveLength(before.length);
  });

  it("runs on the queue's cron for every linked tenant, defined once and switchable", async () => {
    await startScheduledJobs(s.db, s.queue, { ticks: true });
    const ours = async () => ({
      row: (await listScheduledJobs(s.db, { ticks: true })).find(
        (job) => job.name === REVIEW_SYNC_SCHEDULE,
      ),
      cron: (await s.queue.getSchedules()).find((job) => job.name === REVIEW_SYNC_SCHEDULE)?.cron,
    });
    expect(await ours()).toMatchObject({
      row: { name: "review-sync", cron: REVIEW_SYNC_CRON, enabled: true },
      cron: REVIEW_SYNC_CRON,
    });
    await changeScheduledJob(
      s.db,
      s.queue,
      REVIEW_SYNC_SCHEDULE,
      { enabled: false },
      { ticks: true },
    );
    // A restart puts nothing back on the cron: the admin's switch holds.
    await startScheduledJobs(s.db, s.queue, { ticks: true });
    expect(await ours()).toMatchObject({
      row: { enabled: false, nextRunAt: null },
      cron: undefined,
    });

    // A run starts a sync for each tenant with a linked account (B's was removed above).
    const before = await s.db.select({ id: jobs.id }).from(jobs);
    expect(await runScheduledReviewSync({ db: s.db, queue: s.queue })).toBe(1);
    const [started] = await s.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, "REVIEW_SYNC"),
          notInArray(
            jobs.id,
            before.map((j) => j.id),
          ),
        ),
      );
    expect(started).toMatchObject({ tenantId: s.f.tenantA, createdBy: null });
    // While it runs, the next run leaves the tenant to it.
    expect(await runScheduledReviewSync({ db: s.db, queue: s.queue })).toBe(0);
    await s.waitForSync(started!.id);
  });
});
