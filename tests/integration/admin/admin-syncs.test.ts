// The admin's syncs: per tenant and kind a period and a scheduled switch (defaults when never
// changed), "sync now" starting the kind's job over that period, one active sync per kind and
// tenant (spec §8's refusal), the scheduled syncs honouring the switch, every change audited, the
// maps calls counted for the cost table, and each tenant kept to its own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { flushMapsCalls } from "@/lib/costs/usage";
import {
  auditLog,
  dailyMetrics,
  jobItems,
  jobs,
  locationDetails,
  questions,
  reviewSyncStores,
  tenantSyncSettings,
  tenantUsage,
} from "@/lib/db/schema";
import { runScheduledReviewSync } from "@/lib/syncs/review-schedule";
import { runScheduledDataSync } from "@/lib/syncs/run";
import { setUpReviewSync, type ReviewSyncSetUp } from "@/tests/integration/helpers/review-sync";
import { UpdateSyncSettingMutation } from "@/lib/admin/operations/syncs";
import { waitForJobDone } from "@/tests/integration/helpers/jobs";

const SETTINGS = `query { syncSettings { kind period periods scheduled isDefault lastJob { id kind status } } }`;
const UPDATE = UpdateSyncSettingMutation;
const RUN = `mutation($kind: SyncKind!) { runSync(kind: $kind) { id kind status total } }`;

let s: ReviewSyncSetUp;

beforeAll(async () => {
  s = await setUpReviewSync({ stores: 6 });
});
afterAll(async () => {
  await s?.close();
});

/** The job once it has stopped running, whatever its outcome. */
const waitForJob = (jobId: string) =>
  waitForJobDone(s.db, jobId, 60_000, (job) => job.status !== "RUNNING" && job.status !== "QUEUED");

const audits = (action: string, tenantId: string) =>
  s.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.tenantId, tenantId)));

const verifiedA = () => s.storesA.filter((store) => store.verified === "COMPLETED").length;

describe("sync settings", () => {
  it("answers spec §9's defaults while the tenant never changed them", async () => {
    const answer = await s.as("adminA", SETTINGS);
    expect(answer.body.errors).toBeUndefined();
    expect(
      answer.body.data.syncSettings.map((x: Record<string, unknown>) => [
        x.kind,
        x.period,
        x.scheduled,
        x.isDefault,
        x.lastJob,
      ]),
    ).toEqual([
      ["REVIEWS", "DAYS_30", true, true, null],
      ["QANDA", "MONTHS_3", true, true, null],
      ["METRICS", "MONTHS_3", true, true, null],
      ["STORES", "ALL", true, true, null],
    ]);
    expect(answer.body.data.syncSettings[3].periods).toEqual(["ALL"]);
    expect(answer.body.data.syncSettings[2].periods).not.toContain("MONTHS_24");
  });

  it("changes one kind of the caller's tenant only, audited with what changed", async () => {
    const answer = await s.as("adminA", UPDATE, {
      kind: "QANDA",
      period: "MONTHS_6",
      scheduled: false,
    });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.updateSyncSetting).toEqual({
      kind: "QANDA",
      period: "MONTHS_6",
      scheduled: false,
      isDefault: false,
    });
    const [row] = await s.db
      .select()
      .from(tenantSyncSettings)
      .where(eq(tenantSyncSettings.tenantId, s.f.tenantA));
    expect(row).toMatchObject({ kind: "QANDA", period: "6M", scheduled: false });
    const [audit] = await audits("sync.update", s.f.tenantA);
    expect(audit).toMatchObject({
      actorId: s.f.users.adminA,
      targetId: "QANDA",
      changes: { period: { from: "3M", to: "6M" }, scheduled: { from: true, to: false } },
    });
    // Tenant B still has its defaults, and its admin sees only them.
    const b = await s.as("adminB", SETTINGS);
    expect(b.body.data.syncSettings[1]).toMatchObject({
      kind: "QANDA",
      period: "MONTHS_3",
      isDefault: true,
    });
    expect(await audits("sync.update", s.f.tenantB)).toHaveLength(0);
  });

  it("refuses a period the kind does not take, and anyone outside the admin section", async () => {
    const before = await s.db.select().from(tenantSyncSettings);
    const bad = await s.as("adminA", UPDATE, {
      kind: "STORES",
      period: "MONTHS_3",
      scheduled: true,
    });
    expect(bad.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    const metrics = await s.as("adminA", UPDATE, {
      kind: "METRICS",
      period: "ALL",
      scheduled: true,
    });
    expect(metrics.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    const unknown = await s.as("adminA", UPDATE, {
      kind: "QANDA",
      period: "WEEK",
      scheduled: true,
    });
    expect(unknown.body.errors).toBeDefined();
    for (const user of ["storeA", "reviewsA"]) {
      expect((await s.as(user, SETTINGS)).body.errors[0].extensions.code).toBe("FORBIDDEN");
      const change = await s.as(user, UPDATE, { kind: "REVIEWS", period: "ALL", scheduled: false });
      expect(change.body.errors[0].extensions.code).toBe("FORBIDDEN");
      expect((await s.as(user, RUN, { kind: "STORES" })).body.errors[0].extensions.code).toBe(
        "FORBIDDEN",
      );
    }
    expect(await s.db.select().from(tenantSyncSettings)).toEqual(before);
    expect(await s.db.select().from(jobs)).toHaveLength(0);
  });
});

describe("sync now", () => {
  it("starts the kind's job, refuses a second one while it runs, and audits the start", async () => {
    const first = await s.as("adminA", RUN, { kind: "QANDA" });
    expect(first.body.errors).toBeUndefined();
    const job = first.body.data.runSync;
    expect(job).toMatchObject({ kind: "QANDA_SYNC", status: "RUNNING", total: verifiedA() });
    // No worker yet: it still runs, so a second start is refused with the running job.
    const again = await s.as("adminA", RUN, { kind: "QANDA" });
    expect(again.body.errors[0].extensions).toEqual({ code: "CONFLICT", jobId: job.id });
    // Another kind, and another tenant's same kind, are not held up.
    const b = await s.as("adminB", RUN, { kind: "QANDA" });
    expect(b.body.errors).toBeUndefined();
    expect(b.body.data.runSync.id).not.toBe(job.id);
    const [audit] = await audits("sync.run", s.f.tenantA);
    expect(audit).toMatchObject({ targetId: job.id, changes: { kind: "QANDA", period: "6M" } });
    expect(await audits("sync.run", s.f.tenantA)).toHaveLength(1);

    await s.startWorkers();
    expect(await waitForJob(job.id)).toMatchObject({ status: "DONE", failed: 0 });
    await waitForJob(b.body.data.runSync.id);
    const settings = await s.as("adminA", SETTINGS);
    expect(settings.body.data.syncSettings[1].lastJob).toEqual({
      id: job.id,
      kind: "QANDA_SYNC",
      status: "DONE",
    });
    // The questions read belong to their own tenant.
    const [a] = await s.db
      .select({ n: sql<number>`count(*)::int` })
      .from(questions)
      .where(eq(questions.tenantId, s.f.tenantA));
    expect(a!.n).toBeGreaterThan(0);
  });

  it("runs the review sync as its own REVIEW_SYNC job", async () => {
    const first = await s.as("adminA", RUN, { kind: "REVIEWS" });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.runSync.kind).toBe("REVIEW_SYNC");
    const job = await waitForJob(first.body.data.runSync.id);
    expect(job.status).toBe("DONE");
    // The tenant's period (the default 30 days) bounds the stores' first, full, read.
    const items = await s.db.select().from(jobItems).where(eq(jobItems.jobId, job.id));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const payload = item.payload as { full: boolean; from?: string };
      expect(payload.full).toBe(true);
      const days = (Date.now() - Date.parse(payload.from!)) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThan(30.1);
    }
  });

  it("reads metrics and the stores' listings through the same code as the imports", async () => {
    const metrics = (await s.as("adminA", RUN, { kind: "METRICS" })).body.data.runSync;
    const stores = (await s.as("adminA", RUN, { kind: "STORES" })).body.data.runSync;
    expect(await waitForJob(metrics.id)).toMatchObject({ status: "DONE", failed: 0 });
    expect(await waitForJob(stores.id)).toMatchObject({ status: "DONE", failed: 0 });
    const [m] = await s.db
      .select({ n: sql<number>`count(*)::int` })
      .from(dailyMetrics)
      .where(eq(dailyMetrics.tenantId, s.f.tenantA));
    expect(m!.n).toBeGreaterThan(0);
    const details = await s.db
      .select()
      .from(locationDetails)
      .where(eq(locationDetails.tenantId, s.f.tenantA));
    expect(details).toHaveLength(verifiedA());
  });

  it("counted every maps call of each tenant for the cost table", async () => {
    await flushMapsCalls();
    const rows = await s.db.select().from(tenantUsage).where(eq(tenantUsage.item, "MAPS_CALLS"));
    const a = rows.filter((r) => r.tenantId === s.f.tenantA).reduce((n, r) => n + r.count, 0);
    const b = rows.filter((r) => r.tenantId === s.f.tenantB).reduce((n, r) => n + r.count, 0);
    // Tenant A: at least a call per store for questions, metrics and listings, plus the reviews'.
    expect(a).toBeGreaterThanOrEqual(verifiedA() * 3);
    expect(b).toBeGreaterThan(0);
    expect(b).toBeLessThan(a);
  });
});

describe("scheduled syncs", () => {
  it("leave out the kinds a tenant took out of its scheduled sync", async () => {
    await s.as("adminA", UPDATE, { kind: "REVIEWS", period: "DAYS_30", scheduled: false });
    const before = await s.db.select().from(jobs);
    expect(await runScheduledReviewSync({ db: s.db, queue: s.queue })).toBe(1);
    const started = (await s.db.select().from(jobs)).filter(
      (j) => !before.some((b) => b.id === j.id),
    );
    expect(started.map((j) => [j.tenantId, j.kind])).toEqual([[s.f.tenantB, "REVIEW_SYNC"]]);
    for (const job of started) await waitForJob(job.id);

    // A's reviews back in the schedule, over 6 months: its full reads stop there.
    await s.as("adminA", UPDATE, { kind: "REVIEWS", period: "MONTHS_6", scheduled: true });
    await s.db.update(reviewSyncStores).set({ fullPassAt: new Date(Date.now() - 2 * 86_400_000) });
    const beforeA = await s.db.select().from(jobs);
    expect(await runScheduledReviewSync({ db: s.db, queue: s.queue })).toBe(2);
    const [runA] = (await s.db.select().from(jobs)).filter(
      (j) => j.tenantId === s.f.tenantA && !beforeA.some((b) => b.id === j.id),
    );
    const fullItems = (await s.db.select().from(jobItems).where(eq(jobItems.jobId, runA!.id)))
      .map((item) => item.payload as { full: boolean; from?: string })
      .filter((payload) => payload.full);
    expect(fullItems.length).toBeGreaterThan(0);
    const sixMonths = new Date();
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() - 6);
    for (const payload of fullItems)
      expect(Math.abs(Date.parse(payload.from!) - sixMonths.getTime())).toBeLessThan(60_000);
    for (const job of await s.db.select().from(jobs)) await waitForJob(job.id);

    // Tenant A took questions out earlier: the daily sync brings A's metrics and stores, and B's all three.
    const mid = await s.db.select().from(jobs);
    expect(await runScheduledDataSync({ db: s.db, queue: s.queue })).toBe(5);
    const daily = (await s.db.select().from(jobs)).filter((j) => !mid.some((b) => b.id === j.id));
    expect(
      daily
        .filter((j) => j.tenantId === s.f.tenantA)
        .map((j) => j.kind)
        .sort(),
    ).toEqual(["METRICS_SYNC", "STORES_SYNC"]);
    expect(daily.filter((j) => j.tenantId === s.f.tenantB)).toHaveLength(3);
    for (const job of daily) await waitForJob(job.id);
  });
});
