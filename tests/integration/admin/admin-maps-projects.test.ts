// With several maps projects the Super Admin assigns each tenant to one: the quota tab shows each
// project's use apart, the move is audited, an unknown project writes nothing, and the tenant's
// linked maps accounts are marked to link again (the new project's client cannot use their tokens).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { mapsAccessToken, MapsNotLinkedError } from "@/lib/auth/maps-access";
import { loadMapsCredentials, saveMapsCredentials } from "@/lib/auth/maps-credentials";
import { auditLog, tenants } from "@/lib/db/schema";
import type { Lane } from "@/lib/jobs/lanes";
import { takeQuotas } from "@/lib/jobs/quota";
import { createGraphQLServer, type GraphQLServer } from "@/lib/graphql/yoga";
import {
  AdminMapsQuotasQuery,
  AdminMapsQuotaTenantsQuery,
  SetTenantMapsDailyCapMutation,
  SetTenantMapsProjectMutation,
} from "@/lib/admin/operations/quotas";
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

const PROJECTS = [
  { id: "east", clientId: "east-client", clientSecret: "e", requestsPerMinute: 120 },
  { id: "west", clientId: "west-client", clientSecret: "w", updatesPerDay: 2_000 },
];

let testDb: TestDb;
let f: Fixture;
let yoga: GraphQLServer;
const tokens: Record<string, string> = {};

const as = (user: string, query: GraphQLDocument, variables?: Record<string, unknown>) =>
  callGraphQL(yoga, query, { token: tokens[user], variables });

const projectOf = async (tenantId: string) =>
  (await testDb.db.select().from(tenants).where(eq(tenants.id, tenantId)))[0]!.mapsProject;

const projectAudits = () =>
  testDb.db.select().from(auditLog).where(eq(auditLog.action, "tenant.mapsProject"));

async function take(key: string, tenantId: string, lane: Lane) {
  const claim = { key, limit: 300, windowMs: 60_000, sliding: true };
  expect(await takeQuotas(testDb.db, [claim], { tenantId, lane })).toBeNull();
}

/** A live maps link of the user, renewable with its refresh token. */
const link = (userId: string) =>
  saveMapsCredentials(testDb.db, userId, {
    accessToken: `access-${userId}`,
    refreshToken: `refresh-${userId}`,
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
  });

beforeAll(async () => {
  vi.stubEnv("MAPS_PROJECTS", JSON.stringify(PROJECTS));
  testDb = await openTestDatabase();
  f = await seedTwoTenantFixture(testDb.db);
  const db = testDb.db;
  await addSuperAdmin(db, f);
  yoga = createGraphQLServer({ getDb: async () => db });
  for (const [key, id] of Object.entries(f.users)) tokens[key] = await tokenFor(db, id);
  await link(f.users.adminA!);
  await link(f.users.adminB!);
}, 60_000);

afterAll(async () => {
  await testDb.close();
  vi.unstubAllEnvs();
});

describe("several maps projects in the quota tab", () => {
  it("lists every project, each API's use under its project, and every tenant's project", async () => {
    await take("api:east:mybusiness", f.tenantA, "interactive");
    await take("api:west:mybusiness", f.tenantB, "bulk");
    await take("api:west:mybusiness", f.tenantB, "bulk");
    await testDb.db.update(tenants).set({ mapsProject: "gone" }).where(eq(tenants.id, f.tenantA));

    const answer = await as("root", AdminMapsQuotasQuery);
    expect(answer.body.errors).toBeUndefined();
    const use = answer.body.data.mapsQuotaUse;
    const share = { backgroundSharePercent: 60, backgroundShareSet: false };
    expect(use.projects).toEqual([
      { id: "east", requestsPerMinute: 120, updatesPerDay: 10_000, ...share },
      { id: "west", requestsPerMinute: 300, updatesPerDay: 2_000, ...share },
    ]);
    expect(use.apis).toEqual([
      { project: "east", family: "mybusiness", lane: "interactive", lastHour: 1, lastDay: 1 },
      { project: "west", family: "mybusiness", lane: "bulk", lastHour: 2, lastDay: 2 },
    ]);
    // Every tenant, with no use or cap, so each can be given a project; a project no longer
    // configured is named, and the first used in its place.
    const listed = await as("root", AdminMapsQuotaTenantsQuery);
    expect(listed.body.data.mapsQuotaTenants.items).toEqual([
      expect.objectContaining({
        tenantId: f.tenantA,
        project: "east",
        missingProject: "gone",
        linkedAccounts: 1,
      }),
      expect.objectContaining({
        tenantId: f.tenantB,
        project: "east",
        missingProject: null,
        linkedAccounts: 1,
      }),
    ]);
    await testDb.db.update(tenants).set({ mapsProject: null }).where(eq(tenants.id, f.tenantA));
  });
});

describe("setTenantMapsProject", () => {
  it("is refused to a tenant's admin and to a user, and writes nothing", async () => {
    for (const user of ["adminA", "adminB", "storeA"]) {
      const answer = await as(user, SetTenantMapsProjectMutation, {
        tenantId: f.tenantB,
        project: "west",
      });
      expect(answer.body.errors[0].extensions.code).toBe("FORBIDDEN");
    }
    expect(await projectOf(f.tenantB)).toBeNull();
    expect(await projectAudits()).toEqual([]);
  });

  it("refuses a project not configured and a bad or unknown tenant, writing nothing", async () => {
    const unknown = await as("root", SetTenantMapsProjectMutation, {
      tenantId: f.tenantB,
      project: "north",
    });
    expect(unknown.body.errors[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      issues: [{ path: "project", message: "unknownProject" }],
    });
    const badId = await as("root", SetTenantMapsProjectMutation, {
      tenantId: "nope",
      project: "west",
    });
    expect(badId.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    const missing = await as("root", SetTenantMapsProjectMutation, {
      tenantId: "00000000-0000-4000-8000-000000000000",
      project: "west",
    });
    expect(missing.body.errors[0].extensions.code).toBe("NOT_FOUND");
    expect(await projectOf(f.tenantB)).toBeNull();
    expect(await projectAudits()).toEqual([]);
    expect((await loadMapsCredentials(testDb.db, f.users.adminB!))?.refreshToken).toBeTruthy();
  });

  it("moves a tenant, audited, and marks its linked accounts (only its own) to link again", async () => {
    const answer = await as("root", SetTenantMapsProjectMutation, {
      tenantId: f.tenantB,
      project: "west",
    });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.setTenantMapsProject).toEqual({
      tenantId: f.tenantB,
      name: "bravo",
      project: "west",
      missingProject: null,
      linkedAccounts: 0,
    });
    expect(await projectOf(f.tenantB)).toBe("west");
    // B's user reads as an authorization that expired: the app asks to link the account again.
    await expect(mapsAccessToken(testDb.db, f.users.adminB!)).rejects.toBeInstanceOf(
      MapsNotLinkedError,
    );
    expect(await mapsAccessToken(testDb.db, f.users.adminA!)).toBe(`access-${f.users.adminA}`);
    const audits = await projectAudits();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: f.users.root,
      tenantId: f.tenantB,
      targetType: "tenant",
      targetId: f.tenantB,
      changes: { mapsProject: { from: null, to: "west" }, mapsAccountsToRelink: 1 },
    });

    // The same project again changes nothing and audits nothing.
    await as("root", SetTenantMapsProjectMutation, { tenantId: f.tenantB, project: "west" });
    expect(await projectAudits()).toHaveLength(1);
  });

  it("naming the first project for a tenant already on it keeps its links", async () => {
    const answer = await as("root", SetTenantMapsProjectMutation, {
      tenantId: f.tenantA,
      project: "east",
    });
    expect(answer.body.data.setTenantMapsProject).toMatchObject({
      project: "east",
      linkedAccounts: 1,
    });
    const audits = await projectAudits();
    expect(audits.at(-1)!.changes).toEqual({ mapsProject: { from: null, to: "east" } });
  });
});

describe("a tenant's daily cap on its own project", () => {
  it("goes up to that project's updates of a day, not another's", async () => {
    // B is on west (2,000 updates a day) since the move above; A on east (the default 10,000).
    const tenantsRead = await as("root", AdminMapsQuotaTenantsQuery);
    const items = tenantsRead.body.data.mapsQuotaTenants.items as {
      tenantId: string;
      projectUpdatesPerDay: number;
    }[];
    expect(items.find((t) => t.tenantId === f.tenantB)?.projectUpdatesPerDay).toBe(2_000);
    expect(items.find((t) => t.tenantId === f.tenantA)?.projectUpdatesPerDay).toBe(10_000);

    const over = await as("root", SetTenantMapsDailyCapMutation, {
      tenantId: f.tenantB,
      cap: 2_001,
    });
    expect(over.body.errors[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      issues: [{ path: "cap", message: "range" }],
    });
    expect(
      (await testDb.db.select().from(tenants).where(eq(tenants.id, f.tenantB)))[0]!.mapsDailyCap,
    ).toBeNull();

    const atDay = await as("root", SetTenantMapsDailyCapMutation, {
      tenantId: f.tenantB,
      cap: 2_000,
    });
    expect(atDay.body.data.setTenantMapsDailyCap).toMatchObject({
      dailyCap: 2_000,
      projectUpdatesPerDay: 2_000,
    });
    const onEast = await as("root", SetTenantMapsDailyCapMutation, {
      tenantId: f.tenantA,
      cap: 5_000,
    });
    expect(onEast.body.data.setTenantMapsDailyCap.dailyCap).toBe(5_000);
  });
});
