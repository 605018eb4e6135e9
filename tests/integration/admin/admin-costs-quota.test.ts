// The cost table showed what each tenant was billed for but not what it took of the shared maps
// quotas: each tenant's calls per API and updates, today (from the quota's own takes) and in the
// month (from the daily counts kept with the cost table's usage), read for a whole page at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminCostsQuery } from "@/lib/admin/operations/costs";
import { flushMapsCalls } from "@/lib/costs/usage";
import { monthOf } from "@/lib/costs/items";
import { costCsv } from "@/lib/costs/service";
import { tenantUsage } from "@/lib/db/schema";
import type { Lane } from "@/lib/jobs/lanes";
import { takeQuotas, type QuotaClaim } from "@/lib/jobs/quota";
import { createGraphQLServer, type GraphQLServer } from "@/lib/graphql/yoga";
import {
  callGraphQL,
  openTestDatabase,
  addSuperAdmin,
  seedTwoTenantFixture,
  tokenFor,
  type Fixture,
  type GraphQLDocument,
} from "@/tests/integration/helpers/graphql-fixtures";
import type { TestDb } from "@/tests/integration/helpers/db";

let testDb: TestDb;
let f: Fixture;
let yoga: GraphQLServer;
const tokens: Record<string, string> = {};

const as = (user: string, query: GraphQLDocument, variables?: Record<string, unknown>) =>
  callGraphQL(yoga, query, { token: tokens[user], variables });

const api = (family: string): QuotaClaim => ({
  key: `api:p1:${family}`,
  limit: 300,
  windowMs: 60_000,
  sliding: true,
  shared: true,
});
const day: QuotaClaim = { key: "day:p1", limit: 10_000, windowMs: 86_400_000, shared: true };

/** `n` maps calls of a tenant, each taking its units as lib/stores/maps-calls.ts does. */
async function calls(tenantId: string, claims: QuotaClaim[], n: number, lane: Lane = "bulk") {
  for (let i = 0; i < n; i++)
    expect(await takeQuotas(testDb.db, claims, { tenantId, lane })).toBeNull();
}

const rowOf = (body: { data: { costs: { items: { tenantId: string }[] } } }, tenantId: string) =>
  body.data.costs.items.find((row) => row.tenantId === tenantId) as unknown as {
    mapsQuota: {
      apis: { api: string; today: number | null; month: number }[];
      updatesToday: number | null;
      updatesMonth: number;
    };
  };

beforeAll(async () => {
  testDb = await openTestDatabase();
  f = await seedTwoTenantFixture(testDb.db);
  const db = testDb.db;
  await addSuperAdmin(db, f);
  yoga = createGraphQLServer({ getDb: async () => db });
  for (const [key, id] of Object.entries(f.users)) tokens[key] = await tokenFor(db, id);
}, 60_000);

afterAll(async () => {
  await flushMapsCalls();
  await testDb.close();
});

describe("each tenant's maps quota use on the cost table", () => {
  it("counts calls per API and updates, today and in the month, for each tenant apart", async () => {
    // A: 3 edits (an API call and an update each) and 2 reads of another API; B: 1 read.
    await calls(f.tenantA, [api("mybusinessbusinessinformation"), day], 3);
    await calls(f.tenantA, [api("mybusiness")], 2, "background");
    await calls(f.tenantB, [api("mybusiness")], 1, "interactive");
    // An earlier day of the month, as the daily counts kept it (the takes are pruned after a day);
    // on the month's first day there is none.
    const now = new Date();
    const first = `${monthOf(now)}-01`;
    const before = first !== now.toISOString().slice(0, 10);
    if (before)
      await testDb.db.insert(tenantUsage).values([
        { tenantId: f.tenantA, day: first, item: "MAPS_QUOTA:mybusiness", count: 10 },
        { tenantId: f.tenantA, day: first, item: "MAPS_QUOTA:updates", count: 4 },
      ]);
    await flushMapsCalls();

    const answer = await as("root", AdminCostsQuery, { month: monthOf(now) });
    expect(answer.body.errors).toBeUndefined();
    expect(rowOf(answer.body, f.tenantA).mapsQuota).toEqual({
      apis: [
        { api: "mybusiness", today: 2, month: 2 + (before ? 10 : 0) },
        { api: "mybusinessbusinessinformation", today: 3, month: 3 },
      ],
      updatesToday: 3,
      updatesMonth: 3 + (before ? 4 : 0),
    });
    // B's row holds only B's call.
    expect(rowOf(answer.body, f.tenantB).mapsQuota).toEqual({
      apis: [{ api: "mybusiness", today: 1, month: 1 }],
      updatesToday: 0,
      updatesMonth: 0,
    });
  });

  it("shows a past month's counts without today's", async () => {
    const past = "2020-03";
    await testDb.db
      .insert(tenantUsage)
      .values({ tenantId: f.tenantB, day: "2020-03-15", item: "MAPS_QUOTA:updates", count: 7 });
    const answer = await as("root", AdminCostsQuery, { month: past });
    expect(rowOf(answer.body, f.tenantB).mapsQuota).toEqual({
      apis: [],
      updatesToday: null,
      updatesMonth: 7,
    });
    expect(rowOf(answer.body, f.tenantA).mapsQuota).toEqual({
      apis: [],
      updatesToday: null,
      updatesMonth: 0,
    });
  });

  it("writes each tenant's updates and calls per API of the month in the CSV, and their totals", async () => {
    const month = monthOf(new Date());
    const before = `${month}-01` !== new Date().toISOString().slice(0, 10);
    const [header, ...lines] = (await costCsv(testDb.db, month)).trimEnd().split("\r\n");
    expect(header).toMatch(
      /,total_currency,maps_updates,maps_calls_mybusiness,maps_calls_mybusinessbusinessinformation$/,
    );
    // The last three fields: updates, then calls of each API in name order.
    const tail = (start: string) =>
      lines
        .find((line) => line.startsWith(`${month},${start}`))!
        .split(",")
        .slice(-3);
    const earlier = (n: number) => (before ? n : 0);
    expect(tail("alpha,")).toEqual([`${3 + earlier(4)}`, `${2 + earlier(10)}`, "3"]);
    expect(tail("bravo,")).toEqual(["0", "1", "0"]);
    expect(tail("TOTAL,")).toEqual([`${3 + earlier(4)}`, `${3 + earlier(10)}`, "3"]);
  });

  it("is refused to a tenant's admin and user: tenant B cannot read A's use", async () => {
    for (const user of ["adminB", "adminA", "storeA"]) {
      const answer = await as(user, AdminCostsQuery, { month: monthOf(new Date()) });
      expect(answer.body.errors[0].extensions.code).toBe("FORBIDDEN");
      expect(answer.body.data ?? null).toBeNull();
    }
  });
});
