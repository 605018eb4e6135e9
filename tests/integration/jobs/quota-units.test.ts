// Work that makes many calls in a row takes their units in one take: all of them or none, never
// more in any window than the limit, each unit a row as a single take's is.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { flushMapsCalls } from "@/lib/costs/usage";
import { mapsQuotaTakes } from "@/lib/db/schema";
import { takeQuotas, type QuotaClaim } from "@/lib/jobs/quota";
import {
  openTestDatabase,
  seedTwoTenantFixture,
  type Fixture,
} from "@/tests/integration/helpers/graphql-fixtures";
import type { TestDb } from "@/tests/integration/helpers/db";
import { LIMIT, T0, WINDOW } from "@/tests/integration/helpers/quota";

let testDb: TestDb;
let f: Fixture;

const KEY = "serp:units";
const claim = (units: number): QuotaClaim => ({
  key: KEY,
  limit: LIMIT,
  windowMs: WINDOW,
  sliding: true,
  units,
});
const take = (units: number, now: number) =>
  takeQuotas(testDb.db, [claim(units)], { tenantId: f.tenantA, lane: "background" }, now);

beforeAll(async () => {
  testDb = await openTestDatabase();
  f = await seedTwoTenantFixture(testDb.db);
}, 60_000);

afterAll(async () => {
  await flushMapsCalls();
  await testDb.close();
});

describe("several units in one take", () => {
  it("grants them while the window has room for all, and refuses them all when not", async () => {
    expect(await take(25, T0)).toBeNull();
    expect(await take(25, T0 + 10)).toBeNull();
    // 50 taken of 60: 25 more would pass the limit, so none is taken.
    const refused = await take(25, T0 + 20);
    expect(refused?.reason.kind).toBe("api");
    expect(refused!.retryAt.getTime()).toBeGreaterThan(T0 + WINDOW);
    expect(await take(LIMIT - 50, T0 + 30)).toBeNull();
    expect(await take(1, T0 + 40)).not.toBeNull();
    const [rows] = await testDb.db
      .select({ n: count() })
      .from(mapsQuotaTakes)
      .where(eq(mapsQuotaTakes.key, KEY));
    expect(rows!.n).toBe(LIMIT);
    // The next window has room again.
    expect(await take(25, refused!.retryAt.getTime())).toBeNull();
  });

  it("refuses to ask for more than the limit, which no window could grant", async () => {
    await expect(take(LIMIT + 1, T0)).rejects.toThrow(RangeError);
    await expect(take(0, T0)).rejects.toThrow(RangeError);
  });
});
