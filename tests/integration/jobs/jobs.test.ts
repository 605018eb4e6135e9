// Jobs: one active job of a kind per tenant, a dead job taken over, daily limits, and the
// syncReviews mutation refusing a second concurrent sync (six at once used to take 18 s each and
// slow every page tenfold) while another tenant's sync is not held up.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { setDbForTests } from "@/lib/db/client";
import { jobs } from "@/lib/db/schema";
import { createGraphQLServer, type GraphQLServer } from "@/lib/graphql/yoga";
import { JOB_STALE_AFTER_MS } from "@/lib/jobs/kinds";
import { startQueue } from "@/lib/jobs/queue";
import { setQueueForTests } from "@/lib/jobs/runtime";
import { claimJob, JobLimitError, JobRunningError, runExclusiveJob } from "@/lib/jobs/service";
import {
  callGraphQL,
  openTestDatabase,
  seedTwoTenantFixture,
  tokenFor,
  type Fixture,
} from "@/tests/integration/helpers/graphql-fixtures";
import type { TestDb } from "@/tests/integration/helpers/db";

let testDb: TestDb;
let yoga: GraphQLServer;
let queue: PgBoss;
let f: Fixture;
const tokens: Record<string, string> = {};
const SYNC = `mutation { syncReviews { newReviews jobId } }`;
const errorOf = (answer: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) =>
  answer.body.errors?.[0]?.extensions;

beforeAll(async () => {
  testDb = await openTestDatabase();
  setDbForTests({ ...testDb, migrate: async () => {} });
  f = await seedTwoTenantFixture(testDb.db);
  yoga = createGraphQLServer({ getDb: async () => testDb.db });
  for (const key of ["adminA", "adminB"]) tokens[key] = await tokenFor(testDb.db, f.users[key]!);
  // syncReviews queues its job; no worker takes it here.
  queue = await startQueue(testDb.executeSql!);
  setQueueForTests(queue);
});
afterAll(async () => {
  setQueueForTests(undefined);
  await queue?.stop({ graceful: false, wait: true });
  setDbForTests(undefined);
  await testDb.close();
});

async function statusOf(id: string) {
  const [row] = await testDb.db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

describe("runExclusiveJob", () => {
  it("runs one job of a kind per tenant at a time and records its outcome", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const ref = { tenantId: f.tenantA, kind: "REVIEW_SYNC" as const };
    const first = runExclusiveJob(testDb.db, ref, async () => {
      await gate;
      return { n: 1 };
    });
    // Let the first claim land before the second tries.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = runExclusiveJob(testDb.db, ref, async () => ({ n: 2 }));
    await expect(second).rejects.toBeInstanceOf(JobRunningError);
    // Tenant B's job of the same kind is not held up by tenant A's.
    const other = await runExclusiveJob(testDb.db, { ...ref, tenantId: f.tenantB }, async () => ({
      n: 3,
    }));
    expect(other.result).toEqual({ n: 3 });
    release();
    const { jobId, result } = await first;
    expect(result).toEqual({ n: 1 });
    expect(await statusOf(jobId)).toMatchObject({ status: "DONE", result: { n: 1 } });
  });

  it("records a failure by the error's name only and frees the slot", async () => {
    const ref = { tenantId: f.tenantA, kind: "REVIEW_SYNC" as const };
    class SecretError extends Error {
      name = "SecretError";
    }
    await expect(
      runExclusiveJob(testDb.db, ref, async () => {
        throw new SecretError("password=hunter2");
      }),
    ).rejects.toBeInstanceOf(SecretError);
    const [row] = await testDb.db
      .select()
      .from(jobs)
      .where(eq(jobs.status, "FAILED"))
      .orderBy(jobs.createdAt);
    expect(row).toMatchObject({ error: "SecretError" });
    expect((await runExclusiveJob(testDb.db, ref, async () => ({ ok: true }))).result).toEqual({
      ok: true,
    });
  });

  it("takes over an active job whose process stopped beating", async () => {
    const ref = { tenantId: f.tenantB, kind: "REVIEW_SYNC" as const };
    const dead = await claimJob(testDb.db, ref);
    await expect(claimJob(testDb.db, ref)).rejects.toBeInstanceOf(JobRunningError);
    const later = new Date(Date.now() + JOB_STALE_AFTER_MS + 1000);
    const next = await claimJob(testDb.db, ref, later);
    expect(next).not.toBe(dead);
    expect(await statusOf(dead)).toMatchObject({ status: "FAILED", error: "STALE" });
    await testDb.db.update(jobs).set({ status: "DONE" }).where(eq(jobs.id, next));
  });

  it("holds a kind's daily limit per tenant", async () => {
    const ref = { tenantId: f.tenantA, kind: "LEAD_IMPORT_METRICS" as const };
    for (let i = 0; i < 3; i++) await runExclusiveJob(testDb.db, ref, async () => ({ i }));
    const refused = runExclusiveJob(testDb.db, ref, async () => ({ i: 4 }));
    await expect(refused).rejects.toBeInstanceOf(JobLimitError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: expect.any(Number) });
    // Another tenant's count is its own.
    await runExclusiveJob(testDb.db, { ...ref, tenantId: f.tenantB }, async () => ({ i: 1 }));
  });
});

describe("syncReviews", () => {
  it("answers CONFLICT with the running job while the tenant's sync runs", async () => {
    const running = await claimJob(testDb.db, { tenantId: f.tenantA, kind: "REVIEW_SYNC" });
    const answer = await callGraphQL(yoga, SYNC, { token: tokens.adminA });
    expect(errorOf(answer)).toEqual({ code: "CONFLICT", jobId: running });
    // Tenant B is not refused because of tenant A's sync (B has no maps account linked).
    expect(errorOf(await callGraphQL(yoga, SYNC, { token: tokens.adminB }))?.code).toBe(
      "BAD_USER_INPUT",
    );
    await testDb.db.update(jobs).set({ status: "DONE" }).where(eq(jobs.id, running));
  });
});
