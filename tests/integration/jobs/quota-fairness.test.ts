// One tenant's review sync held the shared maps minute while another tenant's single reply
// waited, and one tenant's bulk edit spent every tenant's daily updates: the quota store keeps
// lanes and a fair share between tenants, and never lets more than the limit into any window.
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { asc, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { jobItems, mapsQuotaTakes, tenants } from "@/lib/db/schema";
import { enqueueJob } from "@/lib/jobs/engine";
import type { Lane } from "@/lib/jobs/lanes";
import { registerJobKind } from "@/lib/jobs/outcomes";
import { takeQuotas, type QuotaClaim } from "@/lib/jobs/quota";
import { startQueue } from "@/lib/jobs/queue";
import { startJobWorker } from "@/lib/jobs/worker";
import { quotaCall } from "@/lib/stores/maps-calls";
import {
  openTestDatabase,
  seedTwoTenantFixture,
  type Fixture,
} from "@/tests/integration/helpers/graphql-fixtures";
import type { TestDb } from "@/tests/integration/helpers/db";
import { apiClaim, LIMIT, T0, takeUnit, WINDOW } from "@/tests/integration/helpers/quota";
import { waitForJobDone } from "@/tests/integration/helpers/jobs";

let testDb: TestDb;
let f: Fixture;
let queue: PgBoss;

const take = (key: string, tenantId: string, lane: Lane, now: number) =>
  takeUnit(testDb.db, key, tenantId, lane, now);

/** Takes units until the first refusal; answers how many were taken. */
async function takeAll(key: string, tenantId: string, lane: Lane, now: number) {
  let taken = 0;
  while (!(await take(key, tenantId, lane, now))) taken++;
  return taken;
}

/** The most units any stretch of one window held. */
async function busiestWindow(key: string, windowMs: number): Promise<number> {
  const rows = await testDb.db
    .select({ at: mapsQuotaTakes.takenAt })
    .from(mapsQuotaTakes)
    .where(eq(mapsQuotaTakes.key, key))
    .orderBy(asc(mapsQuotaTakes.takenAt));
  const times = rows.map((row) => row.at.getTime());
  let most = 0;
  for (let first = 0, last = 0; last < times.length; last++) {
    while (times[last]! - times[first]! >= windowMs) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

beforeAll(async () => {
  testDb = await openTestDatabase();
  f = await seedTwoTenantFixture(testDb.db);
  queue = await startQueue(testDb.executeSql!, { maintenanceIntervalSeconds: 1 });
  await startJobWorker(testDb.db, queue, { batchSize: 10, concurrency: 1 });
}, 60_000);

afterAll(async () => {
  await queue?.stop({ graceful: false, wait: true });
  await testDb.close();
  vi.unstubAllEnvs();
});

describe("maps quota lanes and fair share", () => {
  it("lets a tenant alone use the whole minute, bulk all but the reserve", async () => {
    expect(await takeAll("api:alone:i", f.tenantA, "interactive", T0)).toBe(LIMIT);
    expect(await takeAll("api:alone:b", f.tenantA, "bulk", T0)).toBe(LIMIT * 0.9);
    expect(await take("api:alone:b", f.tenantA, "bulk", T0)).toMatchObject({
      reason: { kind: "lane" },
    });
  });

  it("splits the minute about evenly between two busy tenants", async () => {
    const key = "api:split:reviews";
    const next = new Map([
      [f.tenantA, T0],
      [f.tenantB, T0],
    ]);
    const counted = new Map([
      [f.tenantA, 0],
      [f.tenantB, 0],
    ]);
    const step = WINDOW / 50;
    for (let now = T0, round = 0; now < T0 + 4 * WINDOW; now += step, round++) {
      // Who asks first alternates, as two workers' deliveries would.
      const order = round % 2 ? [f.tenantA, f.tenantB] : [f.tenantB, f.tenantA];
      for (const tenantId of order) {
        if (next.get(tenantId)! > now) continue;
        for (;;) {
          const refusal = await take(key, tenantId, "bulk", now);
          if (refusal) {
            next.set(tenantId, refusal.retryAt.getTime());
            break;
          }
          // The last two windows, once both have been busy for a whole one.
          if (now >= T0 + 2 * WINDOW) counted.set(tenantId, counted.get(tenantId)! + 1);
        }
      }
    }
    const a = counted.get(f.tenantA)!;
    const b = counted.get(f.tenantB)!;
    // Both together use about all the lane allows: refusals for share leave no unit unused.
    expect(a + b).toBeGreaterThanOrEqual(0.9 * 2 * LIMIT * 0.9);
    expect(Math.abs(a - b)).toBeLessThanOrEqual(0.1 * (a + b));
    expect(await busiestWindow(key, WINDOW)).toBeLessThanOrEqual(LIMIT);
  });

  it("serves a newcomer's next unit before the busy tenant's", async () => {
    const key = "api:newcomer:reviews";
    let now = T0;
    while (!(await take(key, f.tenantA, "bulk", now))) now += WINDOW / 100;
    const refused = await take(key, f.tenantB, "bulk", now);
    expect(refused?.reason).toMatchObject({ kind: "lane", sharingWith: 1 });
    const renewed = refused!.retryAt.getTime();
    // A's first unit has left the window and A is back first, but it holds all the lane used.
    expect(await take(key, f.tenantA, "bulk", renewed)).toMatchObject({
      reason: { kind: "share", sharingWith: 1 },
    });
    expect(await take(key, f.tenantB, "bulk", renewed)).toBeNull();
  });

  it("never delays another tenant's interactive call for background work", async () => {
    const key = "api:lanes:reviews";
    const background = await takeAll(key, f.tenantA, "background", T0);
    expect(background).toBe(LIMIT * 0.6);
    expect(await take(key, f.tenantA, "background", T0)).toMatchObject({
      reason: { kind: "lane" },
    });
    expect(await take(key, f.tenantB, "interactive", T0)).toBeNull();
    // Even with A's bulk work filling all but the reserve, B's call is taken at once.
    await takeAll(key, f.tenantA, "bulk", T0);
    expect(await take(key, f.tenantB, "interactive", T0)).toBeNull();
  });

  it("sends a refused item deep in its job back when the items ahead could have been served", async () => {
    const key = "api:paced:info";
    await takeAll(key, f.tenantA, "bulk", T0);
    const ask = (backlog: number) =>
      takeQuotas(testDb.db, [apiClaim(key)], { tenantId: f.tenantA, lane: "bulk", backlog }, T0);
    const first = (await ask(0))!.retryAt.getTime();
    // 54 units a window in the bulk lane: 200 items ahead are 3.7 windows' worth.
    expect((await ask(200))!.retryAt.getTime()).toBe(T0 + Math.floor((200 / 54) * WINDOW));
    expect((await ask(20))!.retryAt.getTime()).toBe(first);
  });

  it("never lets more than the limit into any window with concurrent takers", async () => {
    const key = "api:concurrent:reviews";
    let taken = 0;
    for (let round = 0; round < 6; round++) {
      const now = T0 + round * (WINDOW / 3);
      const takers = Array.from({ length: 40 }, (_, i) =>
        take(key, i % 2 ? f.tenantA : f.tenantB, i % 3 ? "interactive" : "bulk", now),
      );
      taken += (await Promise.all(takers)).filter((refusal) => !refusal).length;
    }
    expect(taken).toBeGreaterThan(LIMIT);
    expect(await busiestWindow(key, WINDOW)).toBeLessThanOrEqual(LIMIT);
  });

  it("splits a spent day between the tenants that waited for it", async () => {
    const day: QuotaClaim = { key: "day:split", limit: 10, windowMs: WINDOW, shared: true };
    const takeDay = (tenantId: string, now: number) =>
      takeQuotas(testDb.db, [day], { tenantId, lane: "bulk" }, now);
    for (let i = 0; i < 8; i++) expect(await takeDay(f.tenantA, T0)).toBeNull();
    for (let i = 0; i < 2; i++) expect(await takeDay(f.tenantB, T0)).toBeNull();
    const spent = await takeDay(f.tenantB, T0);
    expect(spent?.reason).toMatchObject({ kind: "projectDay" });
    expect(await takeDay(f.tenantA, T0)).toMatchObject({ reason: { kind: "projectDay" } });
    // The next day A comes back first, yet B, waiting too, gets the unit after A's first.
    const next = spent!.retryAt.getTime();
    expect(await takeDay(f.tenantA, next)).toBeNull();
    expect(await takeDay(f.tenantA, next)).toMatchObject({ reason: { kind: "share" } });
    expect(await takeDay(f.tenantB, next)).toBeNull();
    expect(await takeDay(f.tenantA, next)).toBeNull();
  });

  it("stops a tenant's bulk edit at its daily cap while another tenant's edits go on", async () => {
    await testDb.db.update(tenants).set({ mapsDailyCap: 3 }).where(eq(tenants.id, f.tenantA));
    onTestFinished(
      registerJobKind("LOCATION_EDIT", {
        item: async (item) => {
          await quotaCall(testDb.db, "mybusinessbusinessinformation", item.id, async () => null);
          return { ok: true };
        },
      }),
    );
    const bulk = await enqueueJob(testDb.db, queue, {
      tenantId: f.tenantA,
      kind: "LOCATION_EDIT",
      items: Array.from({ length: 5 }, () => ({ locationId: null, payload: {} })),
    });
    await waitForJobDone(testDb.db, bulk, 30_000, (job) => job.done === 3);
    const waiting = async () =>
      (await testDb.db.select().from(jobItems).where(eq(jobItems.jobId, bulk))).filter(
        (item) => item.status === "PENDING" && item.waitReason?.kind === "tenantDay",
      );
    await vi.waitFor(async () => expect(await waiting()).toHaveLength(2), { timeout: 10_000 });
    for (const item of await waiting()) {
      expect(item.attempts).toBe(0);
      expect(item.waitUntil!.getTime()).toBeGreaterThan(Date.now());
    }
    for (const locationId of f.locationsB) {
      const edit = await enqueueJob(testDb.db, queue, {
        tenantId: f.tenantB,
        kind: "LOCATION_EDIT",
        items: [{ locationId, payload: {} }],
      });
      expect(await waitForJobDone(testDb.db, edit)).toMatchObject({ done: 1, failed: 0 });
    }
  });
});
