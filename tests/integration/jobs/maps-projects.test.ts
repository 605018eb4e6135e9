// Every tenant drew on one maps project, so one tenant's sync spent the minute of all: with
// several projects each tenant's calls count on its own project's quotas, apart from the others'.
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { and, eq, like } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { jobs, mapsQuotaTakes, tenants } from "@/lib/db/schema";
import { enqueueJob } from "@/lib/jobs/engine";
import type { Lane } from "@/lib/jobs/lanes";
import { QuotaWaitError, registerJobKind } from "@/lib/jobs/outcomes";
import { runInQuotaScope } from "@/lib/jobs/quota-scope";
import { startQueue } from "@/lib/jobs/queue";
import { startJobWorker } from "@/lib/jobs/worker";
import { quotaCall } from "@/lib/stores/maps-calls";
import {
  openTestDatabase,
  seedTwoTenantFixture,
  type Fixture,
} from "@/tests/integration/helpers/graphql-fixtures";
import type { TestDb } from "@/tests/integration/helpers/db";
import { waitForJobDone } from "@/tests/integration/helpers/jobs";

const PROJECTS = [
  {
    id: "east",
    clientId: "east-client",
    clientSecret: "e",
    requestsPerMinute: 6,
    updatesPerDay: 3,
  },
  { id: "west", clientId: "west-client", clientSecret: "w", requestsPerMinute: 6 },
];
const INFO = "mybusinessbusinessinformation";
/** A simulated clock, long before the real one the worker's tests run on. */
const T0 = Date.parse("2026-01-05T00:00:00Z");
const MINUTE = 60_000;

let testDb: TestDb;
let f: Fixture;
let queue: PgBoss;

/** One call of a job item of the tenant (its project as processItem reads it), at `now`. */
async function call(
  tenantId: string,
  project: string | null,
  options: { now: number; lane?: Lane; store?: string | null; family?: typeof INFO | "mybusiness" },
) {
  vi.setSystemTime(options.now);
  const scope = { tenantId, lane: options.lane ?? "interactive", project };
  return runInQuotaScope(scope, () =>
    quotaCall(testDb.db, options.family ?? INFO, options.store ?? null, async () => "sent"),
  ).catch((error: unknown) => {
    if (error instanceof QuotaWaitError) return error;
    throw error;
  });
}

const takesOf = (tenantId: string, key: string) =>
  testDb.db
    .select()
    .from(mapsQuotaTakes)
    .where(and(eq(mapsQuotaTakes.tenantId, tenantId), like(mapsQuotaTakes.key, key)));

beforeAll(async () => {
  vi.stubEnv("MAPS_PROJECTS", JSON.stringify(PROJECTS));
  testDb = await openTestDatabase();
  f = await seedTwoTenantFixture(testDb.db);
  await testDb.db.update(tenants).set({ mapsProject: "east" }).where(eq(tenants.id, f.tenantA));
  await testDb.db.update(tenants).set({ mapsProject: "west" }).where(eq(tenants.id, f.tenantB));
  queue = await startQueue(testDb.executeSql!, { maintenanceIntervalSeconds: 1 });
  await startJobWorker(testDb.db, queue, { batchSize: 10, concurrency: 1 });
}, 60_000);

afterAll(async () => {
  vi.useRealTimers();
  await queue?.stop({ graceful: false, wait: true });
  await testDb.close();
  vi.unstubAllEnvs();
});

describe("several maps projects", () => {
  it("counts each project's minute apart: east spent does not delay west", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      for (let i = 0; i < 6; i++) expect(await call(f.tenantA, "east", { now: T0 })).toBe("sent");
      const refused = await call(f.tenantA, "east", { now: T0 });
      expect(refused).toBeInstanceOf(QuotaWaitError);
      expect((refused as QuotaWaitError).reason).toMatchObject({
        kind: "api",
        key: `api:east:${INFO}`,
      });
      // The same instant, another project: its whole minute is there.
      for (let i = 0; i < 6; i++) expect(await call(f.tenantB, "west", { now: T0 })).toBe("sent");
      expect(await call(f.tenantB, "west", { now: T0 })).toBeInstanceOf(QuotaWaitError);
      expect(await takesOf(f.tenantA, "api:east:%")).toHaveLength(6);
      expect(await takesOf(f.tenantB, "api:west:%")).toHaveLength(6);
      expect(await takesOf(f.tenantB, "api:east:%")).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("counts each project's day with its own limit, the default where none is given", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const now = T0 + 10 * MINUTE;
      for (const store of ["locations/a1", "locations/a2", "locations/a3"])
        expect(await call(f.tenantA, "east", { now, store })).toBe("sent");
      const spent = await call(f.tenantA, "east", { now, store: "locations/a4" });
      expect((spent as QuotaWaitError).reason).toMatchObject({
        kind: "projectDay",
        key: "day:east",
      });
      expect(await call(f.tenantB, "west", { now, store: "locations/b1" })).toBe("sent");
      expect(await takesOf(f.tenantB, "day:west")).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("falls back to the first project for a project no longer configured, or none", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const now = T0 + 20 * MINUTE;
      expect(await call(f.tenantB, "gone", { now, family: "mybusiness" })).toBe("sent");
      expect(await call(f.tenantB, null, { now, family: "mybusiness" })).toBe("sent");
      expect(await takesOf(f.tenantB, "api:east:mybusiness")).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("has the worker count a job's calls on its tenant's project", async () => {
    onTestFinished(
      registerJobKind("LOCATION_EDIT", {
        item: async () => {
          await quotaCall(testDb.db, "mybusiness", null, async () => null);
          return { ok: true };
        },
      }),
    );
    // East allows 6 calls a minute: A's bulk items are paced to what bulk may take of it (5 at
    // once, then one about every 12 s), while B's single edit on west goes at once.
    const recent = (rows: { takenAt: Date }[]) =>
      rows.filter((row) => row.takenAt.getTime() > T0 + DAY).length;
    const bulk = await enqueueJob(testDb.db, queue, {
      tenantId: f.tenantA,
      kind: "LOCATION_EDIT",
      items: Array.from({ length: 8 }, () => ({ locationId: null, payload: {} })),
    });
    await vi.waitFor(
      async () =>
        expect(recent(await takesOf(f.tenantA, "api:east:mybusiness"))).toBeGreaterThan(0),
      { timeout: 20_000 },
    );
    const edit = await enqueueJob(testDb.db, queue, {
      tenantId: f.tenantB,
      kind: "LOCATION_EDIT",
      items: [{ locationId: f.locationsB[0]!, payload: {} }],
    });
    const started = Date.now();
    expect(await waitForJobDone(testDb.db, edit)).toMatchObject({ done: 1, failed: 0 });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await testDb.db.select().from(jobs).where(eq(jobs.id, bulk)))[0]!.done).toBeLessThan(8);
    expect(recent(await takesOf(f.tenantA, "api:west:mybusiness"))).toBe(0);
    expect(recent(await takesOf(f.tenantB, "api:west:mybusiness"))).toBe(1);
  });
});

const DAY = 24 * 60 * MINUTE;
