// A dead worker's item whose queue delivery expired a little before the lease written on the item
// ran out (the item is claimed just after the queue's fetch): the early delivery must not be
// dropped, or the item stays RUNNING with nothing queued and its job never ends. And a delivery
// that outlived its lease must not put back an item another delivery took over and ended.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { jobItems } from "@/lib/db/schema";
import { enqueueJob } from "@/lib/jobs/engine";
import { QuotaWaitError, registerJobKind } from "@/lib/jobs/outcomes";
import { processItem } from "@/lib/jobs/process-item";
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
let calls = 0;
let overtakenCalls = 0;

beforeAll(async () => {
  vi.stubEnv("JOBS_LEASE_SECONDS", "2");
  testDb = await openTestDatabase();
  f = await seedTwoTenantFixture(testDb.db);
  registerJobKind("TEST_LEASE", {
    item: async () => {
      calls++;
      return { ok: true };
    },
  });
  registerJobKind("TEST_OVERTAKEN", {
    item: async (item) => {
      overtakenCalls++;
      // Past its lease, another delivery took this item over and ended it; this one then meets a
      // spent quota and would put the item back to wait.
      await testDb.db
        .update(jobItems)
        .set({ status: "DONE", claimedAt: null })
        .where(eq(jobItems.id, item.id));
      throw new QuotaWaitError(new Date(Date.now() + 200));
    },
  });
  queue = await startQueue(testDb.executeSql!, { maintenanceIntervalSeconds: 1 });
  await startJobWorker(testDb.db, queue, { batchSize: 10, concurrency: 1 });
}, 60_000);

afterAll(async () => {
  await queue?.stop({ graceful: false, wait: true });
  await testDb.close();
  vi.unstubAllEnvs();
});

describe("job item lease", () => {
  it("brings back a delivery that came while the item was still leased, and runs it once", async () => {
    // Planned for later, so only the deliveries below reach the item.
    const jobId = await enqueueJob(testDb.db, queue, {
      tenantId: f.tenantA,
      kind: "TEST_LEASE",
      items: [{ locationId: f.locationsA[0]!, payload: {} }],
      startAfter: new Date(Date.now() + 120_000),
    });
    const [item] = await testDb.db.select().from(jobItems).where(eq(jobItems.jobId, jobId));
    // A worker took the item just now and died.
    const claimedAt = new Date();
    await testDb.db
      .update(jobItems)
      .set({ status: "RUNNING", claimedAt, attempts: 1 })
      .where(eq(jobItems.id, item!.id));

    await processItem(testDb.db, queue, {
      itemId: item!.id,
      queueJobId: "expired-delivery",
      lastTry: false,
    });
    expect(calls).toBe(0);
    const queued = await testDb.executeSql!(
      "select start_after from pgboss.job where data->>'itemId' = $1 and state = 'created' order by start_after",
      [item!.id],
    );
    const startsAt = (queued.rows as { start_after: string }[]).map((r) =>
      new Date(r.start_after).getTime(),
    );
    // The planned delivery, and one for when the lease runs out.
    expect(startsAt.some((t) => t >= claimedAt.getTime() + 2_000 && t < Date.now() + 5_000)).toBe(
      true,
    );

    const job = await waitForJobDone(testDb.db, jobId, 20_000);
    expect(job).toMatchObject({ status: "DONE", done: 1, failed: 0 });
    expect(calls).toBe(1);
  }, 40_000);

  it("does not put back an item another delivery took over and ended", async () => {
    const jobId = await enqueueJob(testDb.db, queue, {
      tenantId: f.tenantA,
      kind: "TEST_OVERTAKEN",
      items: [{ locationId: null, payload: {} }],
    });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const [item] = await testDb.db.select().from(jobItems).where(eq(jobItems.jobId, jobId));
    expect(item).toMatchObject({ status: "DONE" });
    expect(overtakenCalls).toBe(1);
  }, 20_000);
});
