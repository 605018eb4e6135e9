// Two workers on PostgreSQL can deadlock on shared rows (the review counts every sync batch adds
// to); the database then ends one transaction. That item is tried again, not failed for good.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { jobItems } from "@/lib/db/schema";
import { enqueueJob } from "@/lib/jobs/engine";
import { registerJobKind } from "@/lib/jobs/outcomes";
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

/** As the query builder throws it: its own error, the driver's under `cause`. */
function deadlock(): Error {
  const driver = Object.assign(new Error("deadlock detected"), { code: "40P01" });
  return Object.assign(new Error("Failed query: insert into review_counts"), { cause: driver });
}

beforeAll(async () => {
  vi.stubEnv("JOBS_LEASE_SECONDS", "2");
  testDb = await openTestDatabase();
  f = await seedTwoTenantFixture(testDb.db);
  registerJobKind("TEST_DEADLOCK", {
    item: async (item) => {
      if (item.attempts === 1) throw deadlock();
      return { ok: true };
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

describe("a database conflict between workers", () => {
  it("tries the item again instead of failing it", async () => {
    const jobId = await enqueueJob(testDb.db, queue, {
      tenantId: f.tenantA,
      kind: "TEST_DEADLOCK",
      items: [{ locationId: null, payload: {} }],
    });
    const job = await waitForJobDone(testDb.db, jobId, 20_000);
    expect(job).toMatchObject({ status: "DONE", done: 1, failed: 0 });
    const [item] = await testDb.db.select().from(jobItems).where(eq(jobItems.jobId, jobId));
    expect(item).toMatchObject({ status: "DONE", attempts: 2 });
  }, 40_000);
});
