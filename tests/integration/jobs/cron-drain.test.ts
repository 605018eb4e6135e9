import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type PgBoss from "pg-boss";
import { POST as cronTick } from "@/app/api/cron/[name]/route";
import { POST as drain } from "@/app/api/cron/drain/route";
import { setDbForTests } from "@/lib/db/client";
import { startQueue } from "@/lib/jobs/queue";
import { setQueueForTests } from "@/lib/jobs/runtime";
import { registerScheduledJob } from "@/lib/jobs/schedules";
import { createTestDb, type TestDb } from "@/tests/integration/helpers/db";

// On a host with no long-lived process nothing polls the queue: a tick's run must be worked by
// POST /api/cron/drain within the call, and nobody without the secret may make it run.

const NAME = "drain-counter";
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

const SECRET = "cron-secret-for-tests-0123456789";
let testDb: TestDb;
let queue: PgBoss;

const post = (path: string, secret = SECRET) =>
  new Request(`http://localhost/api/cron/${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${secret}` },
  });

beforeAll(async () => {
  testDb = await createTestDb();
  setDbForTests({ ...testDb, migrate: async () => {} });
  // As the server with JOBS_WORKER=off: a queue that only enqueues, no worker and no timers.
  queue = await startQueue(testDb.executeSql!, { background: false });
  setQueueForTests(queue);
  vi.stubEnv("CRON_SECRET", SECRET);
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  setQueueForTests(undefined);
  await queue?.stop({ graceful: false, wait: true });
  await testDb?.close();
});

describe("POST /api/cron/drain", () => {
  it("works a queued tick's run within the call, then finds nothing left", async () => {
    const tick = await cronTick(post(NAME), { params: Promise.resolve({ name: NAME }) });
    expect(tick.status).toBe(202);
    expect(runs).toBe(0);

    const response = await drain(post("drain?seconds=5"));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      scheduledRuns: 1,
      items: 0,
      retried: 0,
      more: false,
    });
    expect(runs).toBe(1);

    const again = await (await drain(post("drain?seconds=1"))).json();
    expect(again).toMatchObject({ scheduledRuns: 0, items: 0 });
    expect(runs).toBe(1);
  });

  it("refuses a wrong secret and a bad time, and is off without a secret", async () => {
    expect((await drain(post("drain", "not-the-secret-0123456789abcdef"))).status).toBe(401);
    expect((await drain(post("drain?seconds=abc"))).status).toBe(400);
    vi.stubEnv("CRON_SECRET", "");
    expect((await drain(post("drain"))).status).toBe(404);
    vi.stubEnv("CRON_SECRET", SECRET);
    expect(runs).toBe(1);
  });
});
