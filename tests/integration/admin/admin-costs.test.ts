// The cost table: per tenant and month the usage counted (maps calls, accepted edits and posts,
// the largest store count seen), times the Super Admin's unit prices, exact to the millionth,
// with totals and a CSV export; prices validated and audited; nobody but a Super Admin reaches it.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { and, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { handleCostCsv } from "@/lib/admin/costs-csv-route";
import { costCsv } from "@/lib/costs/service";
import { addUsage, recordStoreCounts } from "@/lib/costs/usage";
import {
  adsAccounts,
  auditLog,
  costPrices,
  jobs,
  roles,
  tenants,
  tenantUsage,
  userRoles,
  users,
} from "@/lib/db/schema";
import { enqueueJob } from "@/lib/jobs/engine";
import { registerJobKind } from "@/lib/jobs/outcomes";
import { startQueue } from "@/lib/jobs/queue";
import { startJobWorker } from "@/lib/jobs/worker";
import { createGraphQLServer, type GraphQLServer } from "@/lib/graphql/yoga";
import {
  callGraphQL,
  openTestDatabase,
  seedTwoTenantFixture,
  tokenFor,
  type Fixture,
  type GraphQLDocument,
} from "@/tests/integration/helpers/graphql-fixtures";
import type { TestDb } from "@/tests/integration/helpers/db";
import { AdminCostsQuery, UpdateCostPriceMutation } from "@/lib/admin/operations/costs";

const COSTS = AdminCostsQuery;
const PRICES = `query { costPrices { item unitPrice currency } }`;
const SET_PRICE = UpdateCostPriceMutation;

let testDb: TestDb;
let f: Fixture;
let yoga: GraphQLServer;
let queue: PgBoss;
const tokens: Record<string, string> = {};

const as = (user: string, query: GraphQLDocument, variables?: Record<string, unknown>) =>
  callGraphQL(yoga, query, { token: tokens[user], variables });

beforeAll(async () => {
  testDb = await openTestDatabase();
  f = await seedTwoTenantFixture(testDb.db);
  const db = testDb.db;
  // A Super Admin of tenant A (also its ADMIN), as the demo's superadmin.
  const [superRole] = await db.insert(roles).values({ name: "Super Admin" }).returning();
  const [adminRole] = await db.select().from(roles).where(eq(roles.name, "ADMIN"));
  const [root] = await db
    .insert(users)
    .values({
      tenantId: f.tenantA,
      kind: "super_admin",
      email: "root@alpha.test",
      firstName: "Root",
      lastName: "Alpha",
      isStoreplusUser: true,
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values([
    { userId: root!.id, roleId: superRole!.id },
    { userId: root!.id, roleId: adminRole!.id },
  ]);
  f.users.root = root!.id;
  yoga = createGraphQLServer({ getDb: async () => db });
  for (const [key, id] of Object.entries(f.users)) tokens[key] = await tokenFor(db, id);
  // Tenant B's name needs quoting in a CSV; B has no ads account.
  await db.update(tenants).set({ name: 'bravo, "B" inc' }).where(eq(tenants.id, f.tenantB));
  await db.delete(adsAccounts).where(eq(adsAccounts.tenantId, f.tenantB));
  // March 2026: tenant A's usage over two days, B's a little; February and April stay out.
  const march = (day: number) => new Date(Date.UTC(2026, 2, day, 12));
  await addUsage(db, { tenantId: f.tenantA, item: "MAPS_CALLS", n: 1000, at: march(1) });
  await addUsage(db, { tenantId: f.tenantA, item: "MAPS_CALLS", n: 2000, at: march(31) });
  await addUsage(db, { tenantId: f.tenantA, item: "MAPS_CALLS", n: 1, at: march(31) });
  await addUsage(db, { tenantId: f.tenantA, item: "EDITS", n: 3, at: march(2) });
  await addUsage(db, { tenantId: f.tenantA, item: "POSTS", n: 2, at: march(3) });
  await addUsage(db, { tenantId: f.tenantA, item: "STORES", n: 5, at: march(4) });
  await addUsage(db, { tenantId: f.tenantA, item: "STORES", n: 2, at: march(5) });
  await addUsage(db, { tenantId: f.tenantB, item: "MAPS_CALLS", n: 10, at: march(9) });
  await addUsage(db, {
    tenantId: f.tenantA,
    item: "MAPS_CALLS",
    n: 999,
    at: new Date("2026-02-28T23:59:59Z"),
  });
  await addUsage(db, {
    tenantId: f.tenantA,
    item: "MAPS_CALLS",
    n: 999,
    at: new Date("2026-04-01T00:00:00Z"),
  });
  queue = await startQueue(testDb.executeSql!, { maintenanceIntervalSeconds: 1 });
}, 60_000);

afterAll(async () => {
  await queue?.stop({ graceful: false, wait: true });
  await testDb.close();
});

describe("unit prices", () => {
  it("are 0 USD until set, and only a Super Admin reads or sets them", async () => {
    const answer = await as("root", PRICES);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.costPrices).toEqual(
      ["MAPS_CALLS", "EDITS", "STORES", "POSTS", "ADS_SPEND", "MODEL_TOKENS"].map((item) => ({
        item,
        unitPrice: "0",
        currency: "USD",
      })),
    );
    for (const user of ["adminA", "adminB", "storeA"]) {
      expect((await as(user, PRICES)).body.errors[0].extensions.code).toBe("FORBIDDEN");
      const set = await as(user, SET_PRICE, { item: "EDITS", unitPrice: "9", currency: "USD" });
      expect(set.body.errors[0].extensions.code).toBe("FORBIDDEN");
      const costs = await as(user, COSTS, { month: "2026-03" });
      expect(costs.body.errors[0].extensions.code).toBe("FORBIDDEN");
    }
    expect(await testDb.db.select().from(costPrices)).toEqual([]);
  });

  it("refuses negative prices, more than 6 decimals and unknown currencies, changing nothing", async () => {
    for (const [unitPrice, currency] of [
      ["-1", "USD"],
      ["0.0000001", "USD"],
      ["1e3", "USD"],
      ["", "USD"],
      ["1.5", "XYZ"],
    ]) {
      const answer = await as("root", SET_PRICE, { item: "EDITS", unitPrice, currency });
      expect(answer.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    }
    expect(await testDb.db.select().from(costPrices)).toEqual([]);
    expect(
      await testDb.db.select().from(auditLog).where(eq(auditLog.action, "costs.price")),
    ).toEqual([]);
  });

  it("are set exactly and audited with what changed", async () => {
    for (const [item, unitPrice] of [
      ["MAPS_CALLS", "0.002"],
      ["EDITS", "0.1"],
      ["STORES", "1.5"],
      ["POSTS", "0.25"],
    ]) {
      const answer = await as("root", SET_PRICE, { item, unitPrice, currency: "USD" });
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data.updateCostPrice.unitPrice).toMatch(new RegExp(`^${unitPrice}0*$`));
    }
    const rows = await testDb.db.select().from(auditLog).where(eq(auditLog.action, "costs.price"));
    expect(rows).toHaveLength(4);
    expect(rows.find((row) => row.targetId === "MAPS_CALLS")).toMatchObject({
      actorId: f.users.root,
      tenantId: null,
      changes: { unitPrice: { from: "0", to: "0.002" } },
    });
  });
});

describe("the month's table", () => {
  it("multiplies each tenant's usage by the prices, with totals of every tenant", async () => {
    const answer = await as("root", COSTS, { month: "2026-03" });
    expect(answer.body.errors).toBeUndefined();
    const table = answer.body.data.costs;
    expect(table.total).toBe(2);
    const [alpha, bravo] = table.items;
    expect(alpha).toMatchObject({ tenant: "alpha", adsLinked: true });
    expect(
      alpha.lines.map((l: { quantity: number; amount: string }) => [l.quantity, l.amount]),
    ).toEqual([
      [3001, "6.002000"],
      [3, "0.300000"],
      [5, "7.500000"],
      [2, "0.500000"],
      [0, "0.000000"],
      [0, "0.000000"],
    ]);
    expect(alpha.totals).toEqual([{ currency: "USD", amount: "14.302000" }]);
    expect(bravo).toMatchObject({ tenant: 'bravo, "B" inc', adsLinked: false });
    expect(bravo.totals).toEqual([{ currency: "USD", amount: "0.020000" }]);
    expect(table.totals.lines[0]).toMatchObject({
      item: "MAPS_CALLS",
      quantity: 3011,
      amount: "6.022000",
    });
    expect(table.totals.totals).toEqual([{ currency: "USD", amount: "14.322000" }]);
    // Paged by tenant name; the totals stay every tenant's.
    const second = await as("root", COSTS, { month: "2026-03", limit: 1, offset: 1 });
    expect(second.body.data.costs.items.map((t: { tenant: string }) => t.tenant)).toEqual([
      'bravo, "B" inc',
    ]);
    expect(second.body.data.costs.totals.totals).toEqual(table.totals.totals);
  });

  it("counts the live store count in the current month, and refuses a bad month", async () => {
    const month = new Date().toISOString().slice(0, 7);
    const now = await as("root", COSTS, { month });
    const stores = (t: { lines: { item: string; quantity: number }[] }) =>
      t.lines.find((l) => l.item === "STORES")!.quantity;
    expect(now.body.data.costs.items.map(stores)).toEqual([
      f.locationsA.length,
      f.locationsB.length,
    ]);
    await recordStoreCounts(testDb.db);
    const today = await testDb.db
      .select()
      .from(tenantUsage)
      .where(and(eq(tenantUsage.item, "STORES"), eq(tenantUsage.tenantId, f.tenantA)));
    expect(today.map((row) => row.count)).toContain(f.locationsA.length);
    for (const bad of ["2026-13", "march", "2026-3"])
      expect((await as("root", COSTS, { month: bad })).body.errors[0].extensions.code).toBe(
        "BAD_USER_INPUT",
      );
  });

  it("counts edits and posts the maps service accepted, not the refused ones", async () => {
    // Stand-in handlers: the engine counts by the job's kind when an item ends DONE.
    onTestFinished(
      registerJobKind("LOCATION_EDIT", {
        item: async (item) =>
          (item.payload as { fail?: boolean }).fail
            ? { ok: false, error: "PHONE_NUMBERS_ERROR" }
            : { ok: true },
      }),
    );
    onTestFinished(registerJobKind("POST_PUBLISH", { item: async () => ({ ok: true }) }));
    const before = await usageToday(f.tenantB);
    const edit = await enqueueJob(testDb.db, queue, {
      tenantId: f.tenantB,
      kind: "LOCATION_EDIT",
      items: [
        { locationId: null, payload: {} },
        { locationId: null, payload: {} },
        { locationId: null, payload: { fail: true } },
      ],
    });
    const post = await enqueueJob(testDb.db, queue, {
      tenantId: f.tenantB,
      kind: "POST_PUBLISH",
      items: [{ locationId: null, payload: {} }],
    });
    await startJobWorker(testDb.db, queue, { batchSize: 10, concurrency: 1 });
    for (const id of [edit, post]) {
      for (let i = 0; i < 300; i++) {
        const [job] = await testDb.db.select().from(jobs).where(eq(jobs.id, id));
        if (job?.status === "DONE") break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const after = await usageToday(f.tenantB);
    expect((after.EDITS ?? 0) - (before.EDITS ?? 0)).toBe(2);
    expect((after.POSTS ?? 0) - (before.POSTS ?? 0)).toBe(1);
    expect(await usageToday(f.tenantA)).not.toHaveProperty("EDITS");
  });
});

async function usageToday(tenantId: string): Promise<Record<string, number>> {
  const day = new Date().toISOString().slice(0, 10);
  const rows = await testDb.db
    .select()
    .from(tenantUsage)
    .where(and(eq(tenantUsage.tenantId, tenantId), eq(tenantUsage.day, day)));
  return Object.fromEntries(rows.map((row) => [row.item, row.count]));
}

describe("CSV", () => {
  it("has a header, a line per tenant with plain numbers, the totals, and quoted names", async () => {
    const csv = await costCsv(testDb.db, "2026-03");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(
      "month,tenant," +
        ["maps_calls", "edits", "stores", "posts", "ads_spend", "model_tokens"]
          .map((i) => `${i}_quantity,${i}_unit_price,${i}_amount,${i}_currency`)
          .join(",") +
        ",total,total_currency,maps_updates",
    );
    expect(lines[1]).toBe(
      "2026-03,alpha,3001,0.002000,6.002000,USD,3,0.100000,0.300000,USD,5,1.500000,7.500000,USD," +
        "2,0.250000,0.500000,USD,0,0,0.000000,USD,0,0,0.000000,USD,14.302000,USD,0",
    );
    expect(lines[2]).toMatch(/^2026-03,"bravo, ""B"" inc",10,0.002000,0.020000,USD,/);
    expect(lines[3]).toMatch(/^2026-03,TOTAL,3011,.*,14.322000,USD,0$/);
  });

  it("downloads for a Super Admin only", async () => {
    const request = (token?: string, month = "2026-03") =>
      new Request(`http://localhost/api/admin/costs?month=${month}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await handleCostCsv(testDb.db, request())).status).toBe(401);
    expect((await handleCostCsv(testDb.db, request(tokens.adminA))).status).toBe(403);
    expect((await handleCostCsv(testDb.db, request(tokens.root, "2026-3"))).status).toBe(400);
    const ok = await handleCostCsv(testDb.db, request(tokens.root));
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(ok.headers.get("content-disposition")).toBe('attachment; filename="costs-2026-03.csv"');
    expect(await ok.text()).toBe(await costCsv(testDb.db, "2026-03"));
  });
});
