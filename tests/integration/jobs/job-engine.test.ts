// The job engine on the app's own database: items run through the queue, end DONE or FAILED with
// their reason, 429-like refusals retry to success, a spent quota waits without losing an item,
// failed items retry on request (tenant-scoped), and a worker that dies mid-item loses nothing
// and doubles nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { jobItems, jobs } from "@/lib/db/schema";
import { enqueueJob, retryFailedItems } from "@/lib/jobs/engine";
import { JobRunningError } from "@/lib/jobs/service";
import { QuotaWaitError, registerJobKind, RetryableError } from "@/lib/jobs/outcomes";
import { acquireQuotas } from "@/lib/jobs/quota";
import { startQueue } from "@/lib/jobs/queue";
import { startJobWorker } from "@/lib/jobs/worker";
import {
  openTestDatabase,
  seedTwoTenantFixture,
  type Fixture,
} from "@/tests/integration/helpers/graphql-fixtures";
import type { TestDb } from "@/tests/integration/helpers/db";
import { waitForJobDone } from "@/tests/integration/helpers/jobs";

let testDb: TestDb;
let f: Fixture;
let queue: PgBoss;
/** Calls per item, to prove nothing is done twice. */
const calls = new Map<string, number>();
const count = (id: string) => calls.set(id, (calls.get(id) ?? 0) + 1);
/** Holds TEST_HOLD items until released, as a long review sync item would. */
let release = () => {};
const held = new Promise<void>((resolve) => (release = resolve));

const waitForJob = (jobId: string, timeoutMs?: number) =>
  waitForJobDone(testDb.db, jobId, timeoutMs);

const itemsOf = (jobId: string) =>
  testDb.db.select().from(jobItems).where(eq(jobItems.jobId, jobId)).orderBy(jobItems.id);

beforeAll(async () => {
  vi.stubEnv("JOBS_LEASE_SECONDS", "2");
  testDb = await openTestDatabase();
  f = await seedTwoTenantFixture(testDb.db);
  registerJobKind("TEST_ECHO", {
    item: async (item) => {
      count(item.id);
      const payload = item.payload as { fail?: string; retryable?: number };
      if (payload.fail) return { ok: false, error: payload.fail, detail: "refused" };
      if (payload.retryable && item.attempts <= payload.retryable)
        throw new RetryableError("RESOURCE_EXHAUSTED", "429");
      return { ok: true, result: { attempts: item.attempts } };
    },
  });
  registerJobKind("TEST_HOLD", { item: async () => (await held, { ok: true }) });
  queue = await startQueue(testDb.executeSql!, { maintenanceIntervalSeconds: 1 });
  await startJobWorker(testDb.db, queue, { batchSize: 10, concurrency: 1 });
}, 60_000);

afterAll(async () => {
  await queue?.stop({ graceful: false, wait: true });
  await testDb.close();
  vi.unstubAllEnvs();
});

describe("job engine", () => {
  it("runs every item once and ends the job with its counts", async () => {
    const jobId = await enqueueJob(testDb.db, queue, {
      tenantId: f.tenantA,
      kind: "TEST_ECHO",
      items: f.locationsA.map((locationId) => ({ locationId, payload: {} })),
    });
    const job = await waitForJob(jobId);
    expect(job).toMatchObject({ total: f.locationsA.length, done: f.locationsA.length, failed: 0 });
    for (const item of await itemsOf(jobId)) {
      expect(item.status).toBe("DONE");
      expect(calls.get(item.id)).toBe(1);
    }
  });

  it("works a job queued after a long item while that item still runs", async () => {
    const long = await enqueueJob(testDb.db, queue, {
      tenantId: f.tenantA,
      kind: "TEST_HOLD",
      items: [{ locationId: null, payload: {} }],
    });
    await vi.waitFor(async () => expect((await itemsOf(long))[0]?.status).toBe("RUNNING"), {
      timeout: 10_000,
    });
    const next = await enqueueJob(testDb.db, queue, {
      tenantId: f.tenantB,
      kind: "TEST_ECHO",
      items: [{ locationId: f.locationsB[0]!, payload: {} }],
    });
    expect(await waitForJob(next)).toMatchObject({ done: 1 });
    expect((await itemsOf(long))[0]?.status).toBe("RUNNING");
    release();
    expect(await waitForJob(long)).toMatchObject({ done: 1 });
  });

  it("records refusals per item and retries only the failed ones, for the job's tenant only", async () => {
    const jobId = await enqueueJob(testDb.db, queue, {
      tenantId: f.tenantA,
      kind: "TEST_ECHO",
      items: [
        { locationId: f.locationsA[0]!, payload: {} },
        { locationId: f.locationsA[1]!, payload: { fail: "PHONE_NUMBERS_ERROR" } },
      ],
    });
    expect(await waitForJob(jobId)).toMatchObject({ done: 1, failed: 1 });
    const failed = (await itemsOf(jobId)).find((item) => item.status === "FAILED")!;
    expect(failed).toMatchObject({ error: "PHONE_NUMBERS_ERROR", errorDetail: "refused" });

    expect(await retryFailedItems(testDb.db, queue, { tenantId: f.tenantB, jobId })).toBe(0);
    await testDb.db.update(jobItems).set({ payload: {} }).where(eq(jobItems.id, failed.id));
    expect(await retryFailedItems(testDb.db, queue, { tenantId: f.tenantA, jobId })).toBe(1);
    expect(await waitForJob(jobId)).toMatchObject({ done: 2, failed: 0 });
  });

  it("starts items planned for later at their time, not before", async () => {
    const startAfter = new Date(Date.now() + 1_500);
    const jobId = await enqueueJob(testDb.db, queue, {
      tenantId: f.tenantA,
      kind: "TEST_ECHO",
      items: [{ locationId: null, payload: {} }],
      startAfter,
    });
    const [item] = await itemsOf(jobId);
    const queued = await testDb.executeSql!(
      "select start_after from pgboss.job where data->>'itemId' = $1",
      [item!.id],
    );
    expect(new Date((queued.rows[0] as { start_after: string }).start_after).getTime()).toBe(
      startAfter.getTime(),
    );
    await waitForJob(jobId);
    const [worked] = await itemsOf(jobId);
    expect(calls.get(item!.id)).toBe(1);
    expect(worked!.updatedAt.getTime()).toBeGreaterThanOrEqual(startAfter.getTime());
  });

  it("retries a retryable refusal with backoff until it succeeds", async () => {
    const jobId = await enqueueJob(testDb.db, queue, {
      tenantId: f.tenantA,
      kind: "TEST_ECHO",
      items: [{ locationId: f.locationsA[0]!, payload: { retryable: 2 } }],
    });
    expect(await waitForJob(jobId)).toMatchObject({ done: 1, failed: 0 });
    const [item] = await itemsOf(jobId);
    expect(item).toMatchObject({ status: "DONE", attempts: 3 });
  });

  it("makes an item wait for a spent quota without using a retry", async () => {
    const windowMs = 1_500;
    registerJobKind("TEST_QUOTA", {
      item: async (item) => {
        const retryAt = await acquireQuotas(testDb.db, [
          { key: `test:${item.jobId}`, limit: 2, windowMs },
        ]);
        if (retryAt) throw new QuotaWaitError(retryAt);
        count(item.id);
        return { ok: true };
      },
    });
    const jobId = await enqueueJob(testDb.db, queue, {
      tenantId: f.tenantA,
      kind: "TEST_QUOTA",
      items: Array.from({ length: 5 }, () => ({ locationId: f.locationsA[0]!, payload: {} })),
    });
    const job = await waitForJob(jobId);
    expect(job).toMatchObject({ done: 5, failed: 0 });
    // Five units at two per window need at least two renewals.
    expect(job.finishedAt!.getTime() - job.createdAt.getTime()).toBeGreaterThan(windowMs);
    for (const item of await itemsOf(jobId)) expect(calls.get(item.id)).toBe(1);
  });

  it("finishes an item whose worker died mid-call, once", async () => {
    let release!: () => void;
    const hung = new Promise<void>((resolve) => (release = resolve));
    let firstCall = true;
    registerJobKind("TEST_CRASH", {
      item: async (item) => {
        count(item.id);
        if (firstCall) {
          firstCall = false;
          // This worker "dies" here: it never answers until the test lets it go.
          await hung;
        }
        return { ok: true };
      },
    });
    const jobId = await enqueueJob(testDb.db, queue, {
      tenantId: f.tenantA,
      kind: "TEST_CRASH",
      items: [{ locationId: f.locationsA[0]!, payload: {} }],
    });
    // The lease (2 s) runs out, the queue expires the delivery and another takes the item over.
    const job = await waitForJob(jobId, 40_000);
    expect(job).toMatchObject({ done: 1, failed: 0 });
    release();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The dead worker's late answer is not counted again.
    expect((await waitForJob(jobId)).done).toBe(1);
    const [item] = await itemsOf(jobId);
    expect(calls.get(item!.id)).toBe(2);
  }, 60_000);

  it("writes nothing when the job cannot be queued", async () => {
    const before = await testDb.db.select().from(jobs);
    await expect(
      enqueueJob(testDb.db, queue, {
        tenantId: f.tenantA,
        kind: "TEST_ECHO",
        items: [{ locationId: "00000000-0000-0000-0000-000000000000", payload: {} }],
      }),
    ).rejects.toThrow();
    expect(await testDb.db.select().from(jobs)).toHaveLength(before.length);
  });

  it("keeps a lock key's job the tenant's only active one, naming it to a second caller", async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    registerJobKind("TEST_GATE", {
      item: async () => {
        await gate;
        return { ok: true };
      },
    });
    const locked = (tenantId: string) =>
      enqueueJob(testDb.db, queue, {
        tenantId,
        kind: "TEST_GATE",
        lockKey: "TEST_GATE",
        items: [{ locationId: null, payload: {} }],
      });
    const first = await locked(f.tenantA);
    const before = await testDb.db.select().from(jobs);
    const refused = await locked(f.tenantA).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(JobRunningError);
    expect((refused as JobRunningError).jobId).toBe(first);
    expect(await testDb.db.select().from(jobs)).toHaveLength(before.length);
    // Another tenant's lock is its own.
    const other = await locked(f.tenantB);
    open();
    await waitForJob(first);
    await waitForJob(other);
    // Once the job ended, the next one starts.
    await waitForJob(await locked(f.tenantA));
  });
});
