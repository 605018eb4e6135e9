import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { POST as cronTick } from "@/app/api/cron/[name]/route";
import { setDbForTests } from "@/lib/db/client";
import { auditLog, memberSettings, roles, userRoles, users } from "@/lib/db/schema";
import { createGraphQLServer } from "@/lib/graphql/yoga";
import { startQueue } from "@/lib/jobs/queue";
import { setQueueForTests } from "@/lib/jobs/runtime";
import { registerScheduledJob, startScheduledJobs } from "@/lib/jobs/schedules";
import {
  callGraphQL,
  openTestDatabase,
  seedTwoTenantFixture,
  tokenFor,
  type GraphQLDocument,
} from "@/tests/integration/helpers/graphql-fixtures";
import type { TestDb } from "@/tests/integration/helpers/db";
import {
  AdminScheduledJobsQuery,
  RunScheduledJobMutation,
  SetScheduledJobEnabledMutation,
  UpdateScheduledJobMutation,
} from "@/lib/admin/operations/scheduled-jobs";

// A job of its own, so the test counts its runs; the registry is the process's, as a module's is.
const NAME = "test-counter";
let runs = 0;
afterAll(
  registerScheduledJob({
    name: NAME,
    cron: "0 3 * * *",
    run: async () => {
      runs++;
    },
  }),
);

let testDb: TestDb;
let queue: PgBoss;
let yoga: ReturnType<typeof createGraphQLServer>;
const tokens: Record<string, string> = {};
const SECRET = "cron-secret-for-tests-0123456789";

const as = (user: string, query: GraphQLDocument, variables?: Record<string, unknown>) =>
  callGraphQL(yoga, query, { token: tokens[user], variables });
const JOBS = AdminScheduledJobsQuery;
const ours = async () =>
  (await as("adminA", JOBS)).body.data.scheduledJobs.find((job: { id: string }) => job.id === NAME);
const tick = () =>
  cronTick(
    new Request(`http://localhost/api/cron/${NAME}`, {
      method: "POST",
      headers: { authorization: `Bearer ${SECRET}` },
    }),
    { params: Promise.resolve({ name: NAME }) },
  );

/** Waits until the job's last run has finished after `since`. */
async function finishedAfter(since: number) {
  for (let i = 0; i < 200; i++) {
    const job = await ours();
    if (job.lastFinishedAt && Date.parse(job.lastFinishedAt) >= since) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the run did not finish");
}

beforeAll(async () => {
  testDb = await openTestDatabase();
  setDbForTests({ ...testDb, migrate: async () => {} });
  const f = await seedTwoTenantFixture(testDb.db);
  const [superRole] = await testDb.db.insert(roles).values({ name: "Super Admin" }).returning();
  const [adminRole] = await testDb.db.select().from(roles).where(eq(roles.name, "ADMIN"));
  const [root] = await testDb.db
    .insert(users)
    .values({ tenantId: f.tenantA, kind: "super_admin", email: "root@alpha.test" })
    .returning();
  await testDb.db.insert(userRoles).values([
    { userId: root!.id, roleId: superRole!.id },
    { userId: root!.id, roleId: adminRole!.id },
  ]);
  await testDb.db.insert(memberSettings).values({ userId: root!.id, tenantId: f.tenantA });
  yoga = createGraphQLServer({ getDb: async () => testDb.db });
  tokens.adminA = await tokenFor(testDb.db, f.users.adminA!);
  tokens.superA = await tokenFor(testDb.db, root!.id);
  queue = await startQueue(testDb.executeSql!, { maintenanceIntervalSeconds: 1 });
  setQueueForTests(queue);
  await startScheduledJobs(testDb.db, queue, { ticks: false });
  vi.stubEnv("CRON_SECRET", SECRET);
}, 60_000);

afterAll(async () => {
  setQueueForTests(undefined);
  await queue?.stop({ graceful: false, wait: true });
  await testDb?.close();
});

describe("scheduled jobs: the admin's switch holds, whoever sends the tick", () => {
  it("lists the job to admins and lets only a Super Admin change it", async () => {
    expect(await ours()).toMatchObject({ enabled: true, scheduleExpression: "0 3 * * *" });
    const refused = await as("adminA", SetScheduledJobEnabledMutation, {
      id: NAME,
      enabled: false,
    });
    expect(refused.body.errors[0].extensions.code).toBe("FORBIDDEN");
    const edit = UpdateScheduledJobMutation;
    const bad = await as("superA", edit, { id: NAME, input: { scheduleExpression: "every day" } });
    expect(bad.body.errors[0].extensions.issues).toEqual([
      { path: "scheduleExpression", message: "invalidCron" },
    ]);
    const good = await as("superA", edit, {
      id: NAME,
      input: {
        scheduleExpression: "30 4 * * 1",
        lambdaName: "storeplus-counter",
        arn: "arn:aws:lambda:eu-west-1:1:function:storeplus-counter",
      },
    });
    expect(good.body.data.updateScheduledJob).toMatchObject({
      scheduleExpression: "30 4 * * 1",
      lambdaName: "storeplus-counter",
    });
  });

  it("runs on a tick while enabled, and skips every tick once disabled", async () => {
    expect((await tick()).status).toBe(202);
    const start = Date.now();
    expect(await finishedAfter(start - 5_000)).toMatchObject({ lastOutcome: "DONE" });
    expect(runs).toBe(1);

    const disable = { id: NAME, enabled: false };
    expect(
      (await as("superA", SetScheduledJobEnabledMutation, disable)).body.data.setScheduledJobEnabled
        .enabled,
    ).toBe(false);
    const since = Date.now();
    expect((await tick()).status).toBe(202);
    expect(await finishedAfter(since)).toMatchObject({ lastOutcome: "SKIPPED" });
    expect(runs).toBe(1);
    // "Run now" is refused for a disabled job.
    const runNow = RunScheduledJobMutation;
    expect((await as("superA", runNow, { id: NAME })).body.errors[0].extensions.issues).toEqual([
      { path: "id", message: "jobDisabled" },
    ]);
    const actions = await testDb.db.select({ action: auditLog.action }).from(auditLog);
    expect(actions.map((row) => row.action)).toContain("scheduledJob.update");
  });

  it("refuses a tick without the secret, and answers nothing when no secret is set", async () => {
    const wrong = await cronTick(
      new Request(`http://localhost/api/cron/${NAME}`, {
        method: "POST",
        headers: { authorization: "Bearer guess" },
      }),
      { params: Promise.resolve({ name: NAME }) },
    );
    expect(wrong.status).toBe(401);
    vi.stubEnv("CRON_SECRET", "");
    expect((await tick()).status).toBe(404);
    vi.stubEnv("CRON_SECRET", SECRET);
  });
});
