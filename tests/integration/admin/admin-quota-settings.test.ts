// A tenant's weight and a project's background share could not be set, and the quotas tab listed
// only the tenants that had used the maps service today: both are set by a Super Admin alone,
// validated and audited, and every active (or every disabled) tenant is listed, a page at a time.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import {
  AdminMapsQuotasQuery,
  AdminMapsQuotaTenantsQuery,
  SetMapsBackgroundShareMutation,
  SetTenantMapsWeightMutation,
} from "@/lib/admin/operations/quotas";
import { flushMapsCalls } from "@/lib/costs/usage";
import { auditLog, mapsProjectSettings, tenants } from "@/lib/db/schema";
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

const weightOf = async (tenantId: string) =>
  (await testDb.db.select().from(tenants).where(eq(tenants.id, tenantId)))[0]!.mapsWeight;
const audits = (action: string) =>
  testDb.db.select().from(auditLog).where(eq(auditLog.action, action));
const shares = () => testDb.db.select().from(mapsProjectSettings);

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

describe("a tenant's weight", () => {
  it("is refused to a tenant's admin and to a user, and nothing is written", async () => {
    for (const user of ["adminA", "adminB", "storeA"]) {
      const set = await as(user, SetTenantMapsWeightMutation, { tenantId: f.tenantB, weight: 3 });
      expect(set.body.errors[0].extensions.code).toBe("FORBIDDEN");
      const list = await as(user, AdminMapsQuotaTenantsQuery);
      expect(list.body.errors[0].extensions.code).toBe("FORBIDDEN");
    }
    expect(await weightOf(f.tenantB)).toBe(1);
    expect(await audits("tenant.mapsWeight")).toEqual([]);
  });

  it("refuses 0, -1 and 11 as out of range, and writes nothing", async () => {
    for (const weight of [0, -1, 11]) {
      const answer = await as("root", SetTenantMapsWeightMutation, { tenantId: f.tenantB, weight });
      expect(answer.body.errors[0].extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        issues: [{ path: "weight", message: "range" }],
      });
    }
    const fraction = await as("root", SetTenantMapsWeightMutation, {
      tenantId: f.tenantB,
      weight: 1.5,
    });
    expect(fraction.body.errors).toHaveLength(1);
    expect(await weightOf(f.tenantB)).toBe(1);
    expect(await audits("tenant.mapsWeight")).toEqual([]);
  });

  it("is set, listed and audited", async () => {
    const set = await as("root", SetTenantMapsWeightMutation, { tenantId: f.tenantB, weight: 2 });
    expect(set.body.errors).toBeUndefined();
    expect(set.body.data.setTenantMapsWeight).toMatchObject({ tenantId: f.tenantB, weight: 2 });
    expect(await weightOf(f.tenantB)).toBe(2);
    // The same weight again changes nothing and writes no second entry.
    await as("root", SetTenantMapsWeightMutation, { tenantId: f.tenantB, weight: 2 });
    const entries = await audits("tenant.mapsWeight");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: f.users.root,
      tenantId: f.tenantB,
      targetType: "tenant",
      targetId: f.tenantB,
      changes: { mapsWeight: { from: 1, to: 2 } },
    });
    const list = await as("root", AdminMapsQuotaTenantsQuery);
    expect(list.body.data.mapsQuotaTenants.items).toContainEqual(
      expect.objectContaining({ tenantId: f.tenantB, weight: 2 }),
    );
  });

  it("of a tenant that does not exist is not found", async () => {
    const answer = await as("root", SetTenantMapsWeightMutation, {
      tenantId: "00000000-0000-4000-8000-000000000000",
      weight: 2,
    });
    expect(answer.body.errors[0].extensions.code).toBe("NOT_FOUND");
  });
});

describe("a project's background share", () => {
  const project = () => "default";
  const quotas = { requestsPerMinute: 300, updatesPerDay: 10_000 };

  it("shows the default for the configured project until an admin sets it", async () => {
    const read = await as("root", AdminMapsQuotasQuery);
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data.mapsQuotaUse.projects).toEqual([
      { id: project(), ...quotas, backgroundSharePercent: 60, backgroundShareSet: false },
    ]);
  });

  it("is refused to a tenant's admin, and nothing is written", async () => {
    for (const user of ["adminA", "adminB"]) {
      const set = await as(user, SetMapsBackgroundShareMutation, {
        project: project(),
        percent: 30,
      });
      expect(set.body.errors[0].extensions.code).toBe("FORBIDDEN");
    }
    expect(await shares()).toEqual([]);
    expect(await audits("maps.backgroundShare")).toEqual([]);
  });

  it("refuses 9, 91, and a project not configured, and writes nothing", async () => {
    for (const percent of [9, 91, 0]) {
      const answer = await as("root", SetMapsBackgroundShareMutation, {
        project: project(),
        percent,
      });
      expect(answer.body.errors[0].extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        issues: [{ path: "percent", message: "range" }],
      });
    }
    const unknown = await as("root", SetMapsBackgroundShareMutation, {
      project: "nobody-uses-it",
      percent: 30,
    });
    expect(unknown.body.errors[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      issues: [{ path: "project", message: "unknownProject" }],
    });
    expect(await shares()).toEqual([]);
    expect(await audits("maps.backgroundShare")).toEqual([]);
  });

  it("is set, shown beside the lanes and audited", async () => {
    const set = await as("root", SetMapsBackgroundShareMutation, {
      project: project(),
      percent: 30,
    });
    expect(set.body.errors).toBeUndefined();
    const saved = {
      id: project(),
      ...quotas,
      backgroundSharePercent: 30,
      backgroundShareSet: true,
    };
    expect(set.body.data.setMapsBackgroundShare).toEqual(saved);
    const read = await as("root", AdminMapsQuotasQuery);
    expect(read.body.data.mapsQuotaUse.projects).toEqual([saved]);
    const entries = await audits("maps.backgroundShare");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: f.users.root,
      tenantId: null,
      targetType: "mapsProject",
      targetId: project(),
      changes: { backgroundSharePercent: { from: 60, to: 30 } },
    });
  });

  it("goes back to the default with null, audited once", async () => {
    for (let i = 0; i < 2; i++) {
      const reset = await as("root", SetMapsBackgroundShareMutation, {
        project: project(),
        percent: null,
      });
      expect(reset.body.errors).toBeUndefined();
      expect(reset.body.data.setMapsBackgroundShare).toEqual({
        id: project(),
        ...quotas,
        backgroundSharePercent: 60,
        backgroundShareSet: false,
      });
    }
    expect(await shares()).toEqual([]);
    const entries = await audits("maps.backgroundShare");
    expect(entries.map((entry) => entry.changes)).toEqual([
      { backgroundSharePercent: { from: 60, to: 30 } },
      { backgroundSharePercent: { from: 30, to: 60 } },
    ]);
  });
});

describe("the quotas tab's tenants", () => {
  it("lists every active tenant by name a page at a time, the disabled ones on their own", async () => {
    const names = Array.from({ length: 23 }, (_, i) => `quiet${String(i).padStart(2, "0")}`);
    await testDb.db.insert(tenants).values(names.map((name) => ({ name })));
    await testDb.db.insert(tenants).values({ name: "sleeper", status: "DISABLE", mapsWeight: 3 });
    try {
      const first = await as("root", AdminMapsQuotaTenantsQuery, { limit: 20, offset: 0 });
      expect(first.body.errors).toBeUndefined();
      const page = first.body.data.mapsQuotaTenants;
      expect(page.total).toBe(25);
      expect(page.items).toHaveLength(20);
      expect(page.items[0]).toMatchObject({ name: "alpha", active: true });
      const last = await as("root", AdminMapsQuotaTenantsQuery, { limit: 20, offset: 20 });
      expect(
        last.body.data.mapsQuotaTenants.items.map((row: { name: string }) => row.name),
      ).toEqual(["quiet18", "quiet19", "quiet20", "quiet21", "quiet22"]);

      const found = await as("root", AdminMapsQuotaTenantsQuery, { filter: { search: "IET1" } });
      expect(found.body.data.mapsQuotaTenants.total).toBe(10);
      // A wildcard in the search is a letter.
      const literal = await as("root", AdminMapsQuotaTenantsQuery, { filter: { search: "%" } });
      expect(literal.body.data.mapsQuotaTenants.total).toBe(0);

      const disabled = await as("root", AdminMapsQuotaTenantsQuery, {
        filter: { disabled: true },
      });
      expect(disabled.body.data.mapsQuotaTenants).toEqual({
        items: [
          expect.objectContaining({ name: "sleeper", active: false, weight: 3, updatesToday: 0 }),
        ],
        total: 1,
      });
      const tooMany = await as("root", AdminMapsQuotaTenantsQuery, { limit: 1000 });
      expect(tooMany.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    } finally {
      await testDb.db.delete(tenants).where(inArray(tenants.name, [...names, "sleeper"]));
    }
  });
});
