// The shared maps quotas were invisible to the Super Admin and a tenant's daily cap could not be
// set: the use of each API per lane (last hour and day) and each tenant's day are read in two
// statements, the cap is validated and audited, and nobody but a Super Admin reaches either.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog, mapsQuotaTakes, tenants } from "@/lib/db/schema";
import type { Lane } from "@/lib/jobs/lanes";
import { takeQuotas } from "@/lib/jobs/quota";
import { createGraphQLServer, type GraphQLServer } from "@/lib/graphql/yoga";
import {
  AdminMapsQuotasQuery,
  AdminMapsQuotaTenantsQuery,
  SetTenantMapsDailyCapMutation,
} from "@/lib/admin/operations/quotas";
import { flushMapsCalls } from "@/lib/costs/usage";
import { MAPS_QUOTAS } from "@/lib/maps/quotas";
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

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const INFO = "api:p1:mybusinessbusinessinformation";
const REVIEWS = "api:p1:mybusiness";

let testDb: TestDb;
let f: Fixture;
let yoga: GraphQLServer;
const tokens: Record<string, string> = {};

const as = (user: string, query: GraphQLDocument, variables?: Record<string, unknown>) =>
  callGraphQL(yoga, query, { token: tokens[user], variables });

/** `n` units of an API key's minute (or the day key's day), each answered as taken. */
async function takeUnits(key: string, tenantId: string, lane: Lane, at: number, n = 1) {
  const windowMs = key.startsWith("day:") ? DAY : MINUTE;
  for (let i = 0; i < n; i++) {
    const claim = { key, limit: 300, windowMs, sliding: !key.startsWith("day:") };
    expect(await takeQuotas(testDb.db, [claim], { tenantId, lane }, at + i)).toBeNull();
  }
}

const capOf = async (tenantId: string) =>
  (await testDb.db.select().from(tenants).where(eq(tenants.id, tenantId)))[0]!.mapsDailyCap;

const capAudits = () =>
  testDb.db.select().from(auditLog).where(eq(auditLog.action, "tenant.mapsDailyCap"));

beforeAll(async () => {
  testDb = await openTestDatabase();
  f = await seedTwoTenantFixture(testDb.db);
  const db = testDb.db;
  await addSuperAdmin(db, f);
  yoga = createGraphQLServer({ getDb: async () => db });
  for (const [key, id] of Object.entries(f.users)) tokens[key] = await tokenFor(db, id);
}, 60_000);

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await flushMapsCalls();
  await testDb.close();
});

describe("maps quota use", () => {
  it("counts each API's units per lane over the last hour and day, and each tenant's day", async () => {
    const now = Date.now();
    await takeUnits(INFO, f.tenantA, "interactive", now - MINUTE, 3);
    await takeUnits(INFO, f.tenantA, "background", now - 2 * HOUR, 2);
    await takeUnits(INFO, f.tenantB, "bulk", now - 30 * MINUTE, 4);
    await takeUnits(REVIEWS, f.tenantB, "interactive", now - 10_000);
    // Older than a day: no longer counted.
    await takeUnits(REVIEWS, f.tenantB, "interactive", now - DAY - HOUR);
    await takeUnits("day:p1", f.tenantA, "bulk", now, 2);
    await takeUnits("day:p1", f.tenantB, "interactive", now);
    // A store's edits of the minute are neither an API nor the day.
    await takeUnits("edit:locations/1", f.tenantB, "interactive", now);

    const answer = await as("root", AdminMapsQuotasQuery);
    expect(answer.body.errors).toBeUndefined();
    const use = answer.body.data.mapsQuotaUse;
    expect(use).toMatchObject({ requestsPerMinute: 300, updatesPerDay: 10_000 });
    // One project configured: today's one, and no tenant needs one named.
    expect(use.projects).toEqual([
      {
        id: "default",
        requestsPerMinute: 300,
        updatesPerDay: 10_000,
        backgroundSharePercent: 60,
        backgroundShareSet: false,
      },
    ]);
    const api = (family: string, lane: string) => ({ project: "p1", family, lane });
    expect(use.apis).toEqual([
      { ...api("mybusiness", "interactive"), lastHour: 1, lastDay: 1 },
      { ...api("mybusinessbusinessinformation", "background"), lastHour: 0, lastDay: 2 },
      { ...api("mybusinessbusinessinformation", "bulk"), lastHour: 4, lastDay: 4 },
      { ...api("mybusinessbusinessinformation", "interactive"), lastHour: 3, lastDay: 3 },
    ]);
    const listed = await as("root", AdminMapsQuotaTenantsQuery);
    const more = {
      weight: 1,
      active: true,
      project: "default",
      projectUpdatesPerDay: MAPS_QUOTAS.updatesPerDay,
      missingProject: null,
    };
    expect(listed.body.data.mapsQuotaTenants.items).toEqual([
      {
        tenantId: f.tenantA,
        name: "alpha",
        updatesToday: 2,
        dailyCap: null,
        ...more,
        linkedAccounts: 0,
      },
      {
        tenantId: f.tenantB,
        name: "bravo",
        updatesToday: 1,
        dailyCap: null,
        ...more,
        linkedAccounts: 0,
      },
    ]);
  });

  it("keeps a day of every key's units when it prunes, so the hour and day can be counted", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    const now = Date.now();
    const key = "api:prune:mybusiness";
    await takeUnits(key, f.tenantA, "background", now - DAY - MINUTE);
    await takeUnits(key, f.tenantA, "background", now - 2 * HOUR);
    await takeUnits(key, f.tenantA, "background", now);
    const kept = await testDb.db.select().from(mapsQuotaTakes).where(eq(mapsQuotaTakes.key, key));
    expect(kept.map((row) => row.takenAt.getTime()).sort()).toEqual([now - 2 * HOUR, now]);
  });

  it("is refused to a tenant's admin and to a user, query and mutation alike", async () => {
    for (const user of ["adminA", "adminB", "storeA"]) {
      const read = await as(user, AdminMapsQuotasQuery);
      expect(read.body.errors[0].extensions.code).toBe("FORBIDDEN");
      const set = await as(user, SetTenantMapsDailyCapMutation, { tenantId: f.tenantB, cap: 5 });
      expect(set.body.errors[0].extensions.code).toBe("FORBIDDEN");
    }
    expect(await capOf(f.tenantB)).toBeNull();
    expect(await capAudits()).toEqual([]);
  });
});

describe("a tenant's daily cap", () => {
  it("refuses 0, -1, more than the project's day and a fraction, and writes nothing", async () => {
    for (const [cap, message] of [
      [0, "range"],
      [-1, "range"],
      [10_001, "range"],
    ] as const) {
      const answer = await as("root", SetTenantMapsDailyCapMutation, { tenantId: f.tenantB, cap });
      expect(answer.body.errors[0].extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        issues: [{ path: "cap", message }],
      });
    }
    // GraphQL's Int refuses a fraction before the resolver runs.
    const fraction = await as("root", SetTenantMapsDailyCapMutation, {
      tenantId: f.tenantB,
      cap: 2.5,
    });
    expect(fraction.body.errors).toHaveLength(1);
    expect(fraction.body.data ?? null).toBeNull();
    expect(await capOf(f.tenantB)).toBeNull();
    expect(await capAudits()).toEqual([]);
  });

  it("is set, shown and audited; null clears it", async () => {
    const set = await as("root", SetTenantMapsDailyCapMutation, { tenantId: f.tenantB, cap: 500 });
    expect(set.body.errors).toBeUndefined();
    expect(set.body.data.setTenantMapsDailyCap).toMatchObject({
      tenantId: f.tenantB,
      name: "bravo",
      dailyCap: 500,
    });
    expect(await capOf(f.tenantB)).toBe(500);
    const read = await as("root", AdminMapsQuotaTenantsQuery);
    expect(read.body.data.mapsQuotaTenants.items).toContainEqual(
      expect.objectContaining({ tenantId: f.tenantB, dailyCap: 500 }),
    );

    const cleared = await as("root", SetTenantMapsDailyCapMutation, {
      tenantId: f.tenantB,
      cap: null,
    });
    expect(cleared.body.data.setTenantMapsDailyCap.dailyCap).toBeNull();
    expect(await capOf(f.tenantB)).toBeNull();

    const audits = await capAudits();
    expect(audits.map((row) => row.changes)).toEqual([
      { mapsDailyCap: { from: null, to: 500 } },
      { mapsDailyCap: { from: 500, to: null } },
    ]);
    expect(audits[0]).toMatchObject({
      actorId: f.users.root,
      tenantId: f.tenantB,
      targetType: "tenant",
      targetId: f.tenantB,
    });
  });

  it("a tenant that does not exist is not found", async () => {
    const answer = await as("root", SetTenantMapsDailyCapMutation, {
      tenantId: "00000000-0000-4000-8000-000000000000",
      cap: 5,
    });
    expect(answer.body.errors[0].extensions.code).toBe("NOT_FOUND");
  });
});
