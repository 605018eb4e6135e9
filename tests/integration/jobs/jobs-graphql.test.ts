// job, jobs and retryJobItems: a job is visible only inside its tenant and to the roles of its
// kind's section, its items list the stores' outcomes, and a retry from another tenant does nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { setDbForTests } from "@/lib/db/client";
import { jobItems, jobs, locations, posts, tenants } from "@/lib/db/schema";
import { createGraphQLServer, type GraphQLServer } from "@/lib/graphql/yoga";
import { startQueue } from "@/lib/jobs/queue";
import { setQueueForTests } from "@/lib/jobs/runtime";
import {
  callGraphQL,
  openTestDatabase,
  seedTwoTenantFixture,
  tokenFor,
  type Fixture,
  type GraphQLDocument,
} from "@/tests/integration/helpers/graphql-fixtures";
import type { TestDb } from "@/tests/integration/helpers/db";
import {
  JOB_PAGE_STORES,
  JobPageQuery,
  JobProgressQuery,
  JobsPageQuery,
  RetryJobItemsMutation,
} from "@/lib/jobs/operations";

const JOB = JobPageQuery;
const JOBS = JobsPageQuery;
const RETRY = RetryJobItemsMutation;

let testDb: TestDb;
let yoga: GraphQLServer;
let queue: PgBoss;
let f: Fixture;
let jobId: string;
const tokens: Record<string, string> = {};
const as = (user: string, query: GraphQLDocument, variables?: Record<string, unknown>) =>
  callGraphQL(yoga, query, { token: tokens[user], variables });

beforeAll(async () => {
  testDb = await openTestDatabase();
  setDbForTests({ ...testDb, migrate: async () => {} });
  f = await seedTwoTenantFixture(testDb.db);
  yoga = createGraphQLServer({ getDb: async () => testDb.db });
  queue = await startQueue(testDb.executeSql!);
  setQueueForTests(queue);
  for (const [key, id] of Object.entries(f.users)) tokens[key] = await tokenFor(testDb.db, id);
  const [job] = await testDb.db
    .insert(jobs)
    .values({
      tenantId: f.tenantA,
      kind: "REVIEW_SYNC",
      status: "DONE",
      total: 2,
      done: 1,
      failed: 1,
    })
    .returning();
  jobId = job!.id;
  await testDb.db.insert(jobItems).values([
    { jobId, tenantId: f.tenantA, locationId: f.locationsA[0], status: "DONE", attempts: 1 },
    {
      jobId,
      tenantId: f.tenantA,
      locationId: f.locationsA[1],
      status: "FAILED",
      attempts: 1,
      error: "PHONE_NUMBERS_ERROR",
      errorDetail: "Invalid phone",
    },
  ]);
}, 60_000);

afterAll(async () => {
  setQueueForTests(undefined);
  await queue.stop({ graceful: false, wait: true });
  setDbForTests(undefined);
  await testDb.close();
});

describe("job", () => {
  it("answers the job with its items, failed first, to the roles of its kind", async () => {
    for (const user of ["adminA", "reviewsA"]) {
      const { body } = await as(user, JOB, { id: jobId });
      expect(body.data.job).toMatchObject({ kind: "REVIEW_SYNC", total: 2, done: 1, failed: 1 });
      expect(body.data.job.items[0]).toMatchObject({
        status: "FAILED",
        error: "PHONE_NUMBERS_ERROR",
        errorDetail: "Invalid phone",
        locationId: f.locationsA[1],
      });
      expect(body.data.job.items[0].locationName).toEqual(expect.any(String));
    }
  });

  it("is null for another tenant, a role without the kind's section and a lead", async () => {
    for (const user of ["adminB", "storeA", "leadA"]) {
      const { body } = await as(user, JOB, { id: jobId });
      expect(body.data.job, user).toBeNull();
    }
    expect((await as("adminB", JOBS)).body.data.jobs).toEqual({ total: 0, items: [] });
    expect((await as("adminA", JOBS)).body.data.jobs.total).toBe(1);
  });

  it("refuses a bad id and a page above the cap", async () => {
    expect((await as("adminA", JOB, { id: "nope" })).body.errors[0].extensions.code).toBe(
      "BAD_USER_INPUT",
    );
    const big = await as("adminA", JOBS, { limit: 1000 });
    expect(big.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });
});

// Jobs said only "Store edit" and "Running 0 of 1": not what they changed, for how many stores,
// who started them, nor that a planned post waits for its time; a post that reached 4 of 5 stores
// was "Done" here and "Failed" in the posts list.
describe("what a job says it did", () => {
  it("names a bulk edit's fields, its stores, who started it and how it went", async () => {
    await testDb.db
      .update(locations)
      .set({ storeCode: "A-001" })
      .where(eq(locations.id, f.locationsA[0]!));
    const patch = { regularHours: { periods: [] } };
    const [edit] = await testDb.db
      .insert(jobs)
      .values({
        tenantId: f.tenantA,
        kind: "LOCATION_EDIT",
        status: "DONE",
        total: 2,
        done: 2,
        createdBy: f.users.adminA,
      })
      .returning();
    await testDb.db.insert(jobItems).values(
      f.locationsA.slice(0, 2).map((locationId) => ({
        jobId: edit!.id,
        tenantId: f.tenantA,
        locationId,
        status: "DONE" as const,
        payload: { patch },
      })),
    );
    const { body } = await as("adminA", JOB, { id: edit!.id, limit: 10 });
    expect(body.data.job).toMatchObject({
      kind: "LOCATION_EDIT",
      total: 2,
      outcome: "DONE",
      startedBy: "adminA TenantA",
      fields: ["regularHours"],
      scheduledFor: null,
    });
    const [tenant] = await testDb.db
      .select({ timeZone: tenants.timeZone })
      .from(tenants)
      .where(eq(tenants.id, f.tenantA));
    expect(body.data.job.timeZone).toBe(tenant!.timeZone);
    expect(body.data.job.items).toContainEqual(
      expect.objectContaining({ storeCode: "A-001", status: "DONE" }),
    );
    const listed = await as("adminA", JOBS, { limit: 5 });
    expect(listed.body.data.jobs.items).toContainEqual(
      expect.objectContaining({
        id: edit!.id,
        fields: ["regularHours"],
        startedBy: "adminA TenantA",
      }),
    );
  });

  it("answers the job page's query: the job, what it did and each store's outcome", async () => {
    const { body } = await as("adminA", JOB, { id: jobId, limit: JOB_PAGE_STORES });
    expect(body.errors).toBeUndefined();
    expect(body.data.job.items).toHaveLength(2);
  });

  it("is partly done when some stores failed, in the same words for jobs and posts", async () => {
    const { body } = await as("adminA", JOB, { id: jobId, limit: 10 });
    expect(body.data.job).toMatchObject({ outcome: "PARTLY_DONE", startedBy: null, fields: [] });
  });

  it("is scheduled for the post's time until that comes", async () => {
    const publishAt = new Date(Date.now() + 3 * 24 * 3600_000);
    const [planned] = await testDb.db
      .insert(jobs)
      .values({ tenantId: f.tenantA, kind: "POST_PUBLISH", status: "RUNNING", total: 1 })
      .returning();
    await testDb.db.insert(posts).values({
      tenantId: f.tenantA,
      type: "BASIC",
      title: "Friday",
      content: { type: "BASIC", title: "Friday", description: "Soon", imageIds: [] },
      state: "SCHEDULED",
      publishAt,
      jobId: planned!.id,
    });
    const { body } = await as("adminA", JOB, { id: planned!.id, limit: 10 });
    expect(body.data.job).toMatchObject({
      outcome: "SCHEDULED",
      scheduledFor: publishAt.toISOString(),
    });
  });
});

describe("Job.quotaWait", () => {
  it("says why the job's stores wait for the maps quota, in the job's tenant only", async () => {
    const [job] = await testDb.db
      .insert(jobs)
      .values({ tenantId: f.tenantA, kind: "REVIEW_SYNC", status: "RUNNING", total: 3 })
      .returning();
    const soon = new Date(Date.now() + 60_000);
    const later = new Date(Date.now() + 120_000);
    const reason = { kind: "share" as const, key: "api:demo:mybusiness", sharingWith: 3 };
    await testDb.db.insert(jobItems).values([
      {
        jobId: job!.id,
        tenantId: f.tenantA,
        status: "PENDING",
        waitReason: reason,
        waitUntil: later,
      },
      {
        jobId: job!.id,
        tenantId: f.tenantA,
        status: "PENDING",
        waitReason: reason,
        waitUntil: soon,
      },
      { jobId: job!.id, tenantId: f.tenantA, status: "RUNNING" },
    ]);
    const { body } = await as("adminA", JobProgressQuery, { id: job!.id });
    expect(body.data.job.quotaWait).toEqual({
      reason: "SHARE",
      api: "mybusiness",
      sharingWith: 3,
      expectedStart: soon.toISOString(),
      waitingItems: 2,
    });
    expect((await as("adminB", JobProgressQuery, { id: job!.id })).body.data.job).toBeNull();
    // A store's own edits of the minute, then no wait at all once the time has passed.
    await testDb.db
      .update(jobItems)
      .set({ waitReason: { kind: "api", key: "edit:locations/1", sharingWith: 0 } })
      .where(eq(jobItems.jobId, job!.id));
    const edits = await as("adminA", JobProgressQuery, { id: job!.id });
    expect(edits.body.data.job.quotaWait).toMatchObject({ reason: "STORE_EDITS", api: null });
    await testDb.db
      .update(jobItems)
      .set({ waitUntil: new Date(Date.now() - 1_000) })
      .where(eq(jobItems.jobId, job!.id));
    const none = await as("adminA", JobProgressQuery, { id: job!.id });
    expect(none.body.data.job.quotaWait).toBeNull();
  });
});

describe("retryJobItems", () => {
  it("does nothing for another tenant", async () => {
    const { body } = await as("adminB", RETRY, { id: jobId });
    expect(body.errors[0].extensions.code).toBe("NOT_FOUND");
    const [item] = await testDb.db.select().from(jobItems).where(eq(jobItems.status, "FAILED"));
    expect(item).toBeDefined();
  });

  it("queues the failed items again", async () => {
    const { body } = await as("adminA", RETRY, { id: jobId });
    expect(body.data.retryJobItems).toMatchObject({ status: "RUNNING", failed: 0 });
    const failed = await testDb.db.select().from(jobItems).where(eq(jobItems.status, "FAILED"));
    expect(failed).toHaveLength(0);
  });
});
