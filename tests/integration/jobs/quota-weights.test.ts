// Every tenant weighed 1 in the fair share whatever its plan, and background work had 60 % of
// every project's minute whatever an admin wanted: the take reads the tenants' weights and the
// project's background share in the statements it already runs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { flushMapsCalls } from "@/lib/costs/usage";
import { mapsProjectSettings, tenants } from "@/lib/db/schema";
import type { Lane } from "@/lib/jobs/lanes";
import {
  openTestDatabase,
  seedTwoTenantFixture,
  type Fixture,
} from "@/tests/integration/helpers/graphql-fixtures";
import type { TestDb } from "@/tests/integration/helpers/db";
import { LIMIT, T0, takeUnit, WINDOW } from "@/tests/integration/helpers/quota";

let testDb: TestDb;
let f: Fixture;

const take = (key: string, tenantId: string, lane: Lane, now: number) =>
  takeUnit(testDb.db, key, tenantId, lane, now);

const setWeight = (tenantId: string, weight: number) =>
  testDb.db.update(tenants).set({ mapsWeight: weight }).where(eq(tenants.id, tenantId));

/**
 * Both tenants ask for every unit they may, as two busy workers would, for four windows; answers
 * each one's units of the last two (once both have been busy a whole window).
 */
async function busySplit(key: string, lane: Lane) {
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
    const order = round % 2 ? [f.tenantA, f.tenantB] : [f.tenantB, f.tenantA];
    for (const tenantId of order) {
      if (next.get(tenantId)! > now) continue;
      for (;;) {
        const refusal = await take(key, tenantId, lane, now);
        if (refusal) {
          next.set(tenantId, refusal.retryAt.getTime());
          break;
        }
        if (now >= T0 + 2 * WINDOW) counted.set(tenantId, counted.get(tenantId)! + 1);
      }
    }
  }
  return { a: counted.get(f.tenantA)!, b: counted.get(f.tenantB)! };
}

beforeAll(async () => {
  testDb = await openTestDatabase();
  f = await seedTwoTenantFixture(testDb.db);
}, 60_000);

afterAll(async () => {
  await flushMapsCalls();
  await testDb.close();
});

describe("tenant weights", () => {
  it("splits a busy minute 2:1 between tenants of weights 2 and 1", async () => {
    await setWeight(f.tenantA, 2);
    try {
      const { a, b } = await busySplit("api:weights:reviews", "bulk");
      // Two windows of the bulk lane: 2 × 54 units, A about two thirds of them.
      expect(a + b).toBeGreaterThanOrEqual(0.9 * 2 * LIMIT * 0.9);
      const windows = 2;
      expect(Math.abs(a / windows - (2 / 3) * ((a + b) / windows))).toBeLessThanOrEqual(2);
      expect(Math.abs(b / windows - (1 / 3) * ((a + b) / windows))).toBeLessThanOrEqual(2);
    } finally {
      await setWeight(f.tenantA, 1);
    }
  });

  it("splits evenly again once the weights are equal", async () => {
    const { a, b } = await busySplit("api:weights-even:reviews", "bulk");
    expect(Math.abs(a - b)).toBeLessThanOrEqual(0.1 * (a + b));
  });
});

describe("a project's background share", () => {
  it("holds background work to the 30 % an admin set, and leaves the rest to the others", async () => {
    await testDb.db
      .insert(mapsProjectSettings)
      .values({ project: "thirty", backgroundSharePercent: 30 });
    const key = "api:thirty:reviews";
    let background = 0;
    while (!(await take(key, f.tenantA, "background", T0))) background++;
    expect(background).toBe(LIMIT * 0.3);
    expect(await take(key, f.tenantB, "background", T0)).toMatchObject({
      reason: { kind: "lane" },
    });
    // Other lanes still have the rest of the minute.
    expect(await take(key, f.tenantB, "bulk", T0)).toBeNull();
    // Another project keeps the default 60 %.
    let other = 0;
    while (!(await take("api:sixty:reviews", f.tenantA, "background", T0))) other++;
    expect(other).toBe(LIMIT * 0.6);
  });

  it("reaches the next take as soon as it changes, with no cache to wait out", async () => {
    const key = "api:changing:reviews";
    await testDb.db
      .insert(mapsProjectSettings)
      .values({ project: "changing", backgroundSharePercent: 20 });
    let taken = 0;
    while (!(await take(key, f.tenantA, "background", T0))) taken++;
    expect(taken).toBe(LIMIT * 0.2);
    await testDb.db
      .update(mapsProjectSettings)
      .set({ backgroundSharePercent: 50 })
      .where(eq(mapsProjectSettings.project, "changing"));
    while (!(await take(key, f.tenantA, "background", T0))) taken++;
    expect(taken).toBe(LIMIT * 0.5);
  });
});
