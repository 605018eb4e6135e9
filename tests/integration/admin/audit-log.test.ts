// Issue 11: the audit log. Sign-ins (right, wrong, of unknown names, maps sign-ins, sign-outs) and
// every job that writes to the maps service leave a row; admins read their own tenant's rows only;
// and no row can be changed or removed by the app's own database role.
import { eq, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loginWithCredentials, verifyCredentials } from "@/lib/auth/credentials";
import { writeAudit } from "@/lib/audit/write";
import { auditLog, jobs, rateLimits, roles, userRoles, users } from "@/lib/db/schema";
import { recordLogin, recordLoginFailure, recordLogout } from "@/lib/auth/sign-in-events";
import { createGraphQLServer, type GraphQLServer } from "@/lib/graphql/yoga";
import { enqueueJob } from "@/lib/jobs/engine";
import { callGraphQL, tokenFor } from "@/tests/integration/helpers/graphql-fixtures";
import {
  createTestDb,
  seedTwoTenants,
  type SeededTenant,
  type TestDb,
} from "@/tests/integration/helpers/db";

process.env.AUTH_SECRET ||= "test-secret-for-audit-integration-tests-0123456789";

let testDb: TestDb;
let a: SeededTenant;
let b: SeededTenant;
let superAdminId: string;
let yoga: GraphQLServer;
const tokens: Record<string, string> = {};

const UA = "Mozilla/5.0 (audit test)";
const rowsOf = (action: string) =>
  testDb.db.select().from(auditLog).where(eq(auditLog.action, action));
const clear = () => testDb.db.execute(sql`truncate audit_log`);

beforeAll(async () => {
  testDb = await createTestDb();
  ({ a, b } = await seedTwoTenants(testDb.db));
  const [superAdmin] = await testDb.db
    .insert(users)
    .values({ tenantId: a.id, kind: "admin", email: "root@platform.example", firstName: "Root" })
    .returning({ id: users.id });
  superAdminId = superAdmin.id;
  const roleRows = await testDb.db.select().from(roles);
  const roleId = (name: string) => roleRows.find((role) => role.name === name)!.id;
  await testDb.db.insert(userRoles).values([
    { userId: superAdminId, roleId: roleId("Super Admin") },
    { userId: superAdminId, roleId: roleId("ADMIN") },
  ]);
  yoga = createGraphQLServer({ getDb: async () => testDb.db });
  tokens.adminA = await tokenFor(testDb.db, a.admin.id);
  tokens.adminB = await tokenFor(testDb.db, b.admin.id);
  tokens.memberA = await tokenFor(testDb.db, a.member.id);
  tokens.superAdmin = await tokenFor(testDb.db, superAdminId);
}, 60_000);

afterAll(async () => testDb?.close());

beforeEach(async () => {
  await clear();
  await testDb.db.delete(rateLimits);
});

describe("sign-in audit rows", () => {
  it("writes auth.signIn with the user, tenant, address, browser and provider", async () => {
    const result = await loginWithCredentials(testDb.db, {
      user: a.admin.username,
      pass: a.admin.password,
      type: "web",
      ip: "203.0.113.5",
      userAgent: UA,
    });
    expect(result.success).toBe(true);
    expect(await rowsOf("auth.signIn")).toEqual([
      expect.objectContaining({
        tenantId: a.id,
        actorId: a.admin.id,
        actor: a.admin.email,
        targetType: "user",
        targetId: a.admin.id,
        ip: "203.0.113.5",
        userAgent: UA,
        changes: { provider: "credentials", source: "web" },
      }),
    ]);
  });

  it("writes auth.signInFailed in the account's tenant, and with no tenant for an unknown name", async () => {
    await verifyCredentials(testDb.db, {
      user: a.member.username,
      password: "Not-It-123",
      source: "web",
      ip: "198.51.100.9",
      userAgent: UA,
    });
    await verifyCredentials(testDb.db, {
      user: "no-such-person",
      password: "whatever",
      source: "mobile",
      ip: "198.51.100.9",
      userAgent: UA,
    });
    const rows = await rowsOf("auth.signInFailed");
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.actor === a.member.username)).toMatchObject({
      tenantId: a.id,
      actorId: null,
      targetId: a.member.id,
      ip: "198.51.100.9",
      changes: { provider: "credentials", source: "web", reason: "WRONG_CREDENTIALS" },
    });
    expect(rows.find((row) => row.actor === "no-such-person")).toMatchObject({
      tenantId: null,
      targetId: null,
      changes: { provider: "credentials", source: "mobile", reason: "WRONG_CREDENTIALS" },
    });
    expect(JSON.stringify(rows)).not.toContain("Not-It-123");
  });

  it("writes maps sign-ins, their refusals and sign-outs", async () => {
    const origin = { source: "web", ip: "192.0.2.4", userAgent: UA };
    await recordLogin(testDb.db, {
      ...origin,
      userId: b.admin.id,
      tenantId: b.id,
      kind: "admin",
      provider: "maps",
    });
    await recordLoginFailure(testDb.db, {
      ...origin,
      provider: "maps-trial",
      attempted: "someone@nowhere.example",
      reason: "NO_WHITELIST_ON_DOMAIN",
    });
    await recordLogout(testDb.db, { ...origin, userId: b.admin.id, tenantId: b.id, kind: "admin" });
    expect(await rowsOf("auth.signIn")).toEqual([
      expect.objectContaining({
        tenantId: b.id,
        actor: b.admin.email,
        changes: expect.objectContaining({ provider: "maps" }),
      }),
    ]);
    expect(await rowsOf("auth.signInFailed")).toEqual([
      expect.objectContaining({
        tenantId: null,
        actor: "someone@nowhere.example",
        changes: expect.objectContaining({
          provider: "maps-trial",
          reason: "NO_WHITELIST_ON_DOMAIN",
        }),
      }),
    ]);
    expect(await rowsOf("auth.signOut")).toEqual([
      expect.objectContaining({ tenantId: b.id, actorId: b.admin.id, ip: "192.0.2.4" }),
    ]);
  });
});

describe("maps edit audit rows", () => {
  const queueThat = (insert: () => Promise<void>) => ({ insert }) as unknown as PgBoss;

  it("writes one maps.edit per job that writes to the maps service, with its creator and stores", async () => {
    const patch = {
      websiteUri: "https://alpha.example",
      phoneNumbers: { primaryPhone: "+54 11 5555" },
    };
    const jobId = await enqueueJob(
      testDb.db,
      queueThat(async () => {}),
      {
        tenantId: a.id,
        kind: "LOCATION_EDIT",
        userId: a.admin.id,
        items: a.locationIds.slice(0, 3).map((locationId) => ({ locationId, payload: { patch } })),
      },
    );
    const [row] = await rowsOf("maps.edit");
    expect(row).toMatchObject({
      tenantId: a.id,
      actorId: a.admin.id,
      actor: a.admin.email,
      targetType: "job",
      targetId: jobId,
      changes: {
        kind: "LOCATION_EDIT",
        items: 3,
        stores: 3,
        storeIds: a.locationIds.slice(0, 3),
        fields: ["phoneNumbers", "websiteUri"],
        request: { patch },
        sameForAll: true,
      },
    });
  });

  it("writes nothing for a job that only reads, and nothing when the job is not created", async () => {
    await enqueueJob(
      testDb.db,
      queueThat(async () => {}),
      {
        tenantId: a.id,
        kind: "REVIEW_SYNC",
        userId: a.admin.id,
        items: [{ locationId: a.locationIds[0], payload: { page: 1 } }],
      },
    );
    const failing = queueThat(async () => {
      throw new Error("queue down");
    });
    await expect(
      enqueueJob(testDb.db, failing, {
        tenantId: a.id,
        kind: "REVIEW_REPLY",
        userId: a.admin.id,
        items: [{ locationId: a.locationIds[0], payload: { reviewId: "r1", comment: "Thanks!" } }],
      }),
    ).rejects.toThrow("queue down");
    expect(await rowsOf("maps.edit")).toEqual([]);
    expect(await testDb.db.select().from(jobs).where(eq(jobs.kind, "REVIEW_REPLY"))).toEqual([]);
  });
});

const AUDIT_QUERY = /* GraphQL */ `
  query Audit($filter: AuditFilter, $limit: Int, $offset: Int, $tenantId: ID) {
    auditLog(filter: $filter, limit: $limit, offset: $offset, tenantId: $tenantId) {
      total
      items {
        id
        actor
        action
        targetId
        ip
        tenantId
        changes
        createdAt
      }
    }
  }
`;

describe("auditLog query", () => {
  async function seedRows() {
    const actor = (label: string) => ({ id: null, label, ip: "203.0.113.1" });
    // Written one by one (each its own statement and time), so "newest first" has one answer.
    const rows = [
      [a.id, "role.create", "alice@a.example", "role-1"],
      [a.id, "user.disable", "alice@a.example", "user-9"],
      [a.id, "auth.signIn", "bob@a.example", "user-2"],
      [b.id, "role.create", "carol@b.example", "role-2"],
      [null, "tenant.create", "root@platform.example", "tenant-3"],
    ] as const;
    for (const [tenantId, action, label, targetId] of rows) {
      await writeAudit(testDb.db, actor(label), { tenantId, action, targetType: "x", targetId });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  const audit = (token: string, variables: Record<string, unknown> = {}) =>
    callGraphQL(yoga, AUDIT_QUERY, { token, variables });

  it("shows an ADMIN their own tenant's rows, newest first, paged", async () => {
    await seedRows();
    const page = await audit(tokens.adminA, { limit: 2 });
    expect(page.body.errors).toBeUndefined();
    expect(page.body.data.auditLog.total).toBe(3);
    expect(page.body.data.auditLog.items.map((row: { action: string }) => row.action)).toEqual([
      "auth.signIn",
      "user.disable",
    ]);
    const next = await audit(tokens.adminA, { limit: 2, offset: 2 });
    expect(next.body.data.auditLog.items.map((row: { action: string }) => row.action)).toEqual([
      "role.create",
    ]);
    const own = await audit(tokens.adminB);
    expect(own.body.data.auditLog.items.map((row: { actor: string }) => row.actor)).toEqual([
      "carol@b.example",
    ]);
  });

  it("filters by words, action prefix, actor and dates", async () => {
    await seedRows();
    const actions = async (filter: Record<string, unknown>) =>
      (await audit(tokens.adminA, { filter })).body.data.auditLog.items.map(
        (row: { action: string }) => row.action,
      );
    expect(await actions({ search: "ALICE" })).toEqual(["user.disable", "role.create"]);
    expect(await actions({ search: "user-9" })).toEqual(["user.disable"]);
    expect(await actions({ action: "auth." })).toEqual(["auth.signIn"]);
    expect(await actions({ action: "role.create" })).toEqual(["role.create"]);
    expect(await actions({ search: "100%" })).toEqual([]);
    expect(await actions({ actorId: a.admin.id })).toEqual([]);
    expect(await actions({ from: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
    expect(await actions({ to: new Date(Date.now() + 60_000).toISOString() })).toHaveLength(3);
  });

  it("refuses anyone but an ADMIN, and an ADMIN naming another tenant", async () => {
    await seedRows();
    const member = await audit(tokens.memberA);
    expect(member.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const other = await audit(tokens.adminA, { tenantId: b.id });
    expect(other.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const platform = await audit(tokens.adminA, { tenantId: "platform" });
    expect(platform.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const anonymous = await callGraphQL(yoga, AUDIT_QUERY, {});
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("lets a Super Admin read another tenant's rows and the platform's", async () => {
    await seedRows();
    const other = await audit(tokens.superAdmin, { tenantId: b.id });
    expect(other.body.data.auditLog.items.map((row: { actor: string }) => row.actor)).toEqual([
      "carol@b.example",
    ]);
    const platform = await audit(tokens.superAdmin, { tenantId: "platform" });
    expect(platform.body.data.auditLog.items).toEqual([
      expect.objectContaining({ action: "tenant.create", tenantId: null }),
    ]);
  });

  it("answers bad input with BAD_USER_INPUT", async () => {
    for (const variables of [
      { limit: 0 },
      { limit: 1000 },
      { offset: -1 },
      { filter: { actorId: "not-a-uuid" } },
      { filter: { action: "auth'; drop" } },
      { tenantId: "not-a-tenant" },
      { filter: { from: "2026-11-02T00:00:00Z", to: "2026-11-01T00:00:00Z" } },
    ]) {
      const answer = await audit(tokens.adminA, variables);
      expect(answer.body.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe(
        "BAD_USER_INPUT",
      );
    }
  });
});

/** The database's own refusal under the driver's "Failed query" wrapper. */
async function refusal(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
  return "no error";
}

describe("append-only (migration 0029's trigger)", () => {
  it("refuses UPDATE and DELETE of audit rows to the app's own role", async () => {
    await writeAudit(
      testDb.db,
      { id: null, label: "x" },
      { tenantId: a.id, action: "role.create" },
    );
    expect(
      await refusal(
        testDb.db
          .update(auditLog)
          .set({ actor: "someone else" })
          .where(eq(auditLog.tenantId, a.id)),
      ),
    ).toMatch(/append-only/);
    expect(await refusal(testDb.db.delete(auditLog).where(eq(auditLog.tenantId, a.id)))).toMatch(
      /append-only/,
    );
    expect(await refusal(testDb.db.execute(sql`delete from audit_log`))).toMatch(/append-only/);
    expect(await refusal(testDb.db.execute(sql`update audit_log set changes = '{}'`))).toMatch(
      /append-only/,
    );
    const [row] = await rowsOf("role.create");
    expect(row.actor).toBe("x");
  });
});
