import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog, memberSettings, roles, tenants, userRoles, users } from "@/lib/db/schema";
import { setDbForTests } from "@/lib/db/client";
import { createGraphQLServer } from "@/lib/graphql/yoga";
import { loadAuthUserById } from "@/lib/auth/user-access";
import {
  callGraphQL,
  openTestDatabase,
  seedTwoTenantFixture,
  tokenFor,
  type Fixture,
  type GraphQLDocument,
} from "@/tests/integration/helpers/graphql-fixtures";
import {
  AdminUsersQuery,
  ResetUserPasswordMutation,
  SetUserDisabledMutation,
  UpdateUserRolesMutation,
} from "@/lib/admin/operations/users";
import {
  AdminRolesQuery,
  CreateRoleMutation,
  DeleteRoleMutation,
  RoleImpactQuery,
} from "@/lib/admin/operations/roles";
import {
  AdminTenantsQuery,
  CreateTenantMutation,
  SetTenantStatusMutation,
} from "@/lib/admin/operations/tenants";
import type { TestDb } from "@/tests/integration/helpers/db";

let testDb: TestDb;
let f: Fixture;
let yoga: ReturnType<typeof createGraphQLServer>;
const tokens: Record<string, string> = {};

const as = (user: string, query: GraphQLDocument, variables?: Record<string, unknown>) =>
  callGraphQL(yoga, query, { token: tokens[user], variables });
const anonymous = (query: GraphQLDocument, variables?: Record<string, unknown>) =>
  callGraphQL(yoga, query, { variables });
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const codeOf = (answer: { body: any }) => answer.body.errors?.[0]?.extensions?.code;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const issuesOf = (answer: { body: any }) => answer.body.errors?.[0]?.extensions?.issues;

const ROLES = AdminRolesQuery;
const CREATE_USER = `mutation($input: CreateUserInput!) {
  createUser(input: $input) { setPasswordUrl expiresAt user { id email roles passwordSet } } }`;
const USERS = AdminUsersQuery;
const LOGIN = `mutation($user: String!, $pass: String!) {
  login(user: $user, pass: $pass, type: "web") { success message } }`;
const SET_PASSWORD = `mutation($token: String!, $password: String!) {
  setPasswordWithToken(token: $token, password: $password) }`;
const ROLE_CHANGE = `role { id name grants userCount } affectedUsers skippedUsers { id email }`;

const roleId = async (user: string, name: string) =>
  ((await as(user, ROLES)).body.data.roles as { id: string; name: string }[]).find(
    (role) => role.name === name,
  )!.id;

const auditActions = async (tenantId: string | null) =>
  (
    await testDb.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(tenantId ? eq(auditLog.tenantId, tenantId) : undefined)
  ).map((row) => row.action);

beforeAll(async () => {
  testDb = await openTestDatabase();
  setDbForTests({ ...testDb, migrate: async () => {} });
  f = await seedTwoTenantFixture(testDb.db);
  const [superRole] = await testDb.db.insert(roles).values({ name: "Super Admin" }).returning();
  const [adminRole] = await testDb.db.select().from(roles).where(eq(roles.name, "ADMIN"));
  const [root] = await testDb.db
    .insert(users)
    .values({
      tenantId: f.tenantA,
      kind: "super_admin",
      email: "root@alpha.test",
      username: "root",
      firstName: "Root",
      lastName: "Admin",
    })
    .returning();
  await testDb.db.insert(userRoles).values([
    { userId: root!.id, roleId: superRole!.id },
    { userId: root!.id, roleId: adminRole!.id },
  ]);
  await testDb.db.insert(memberSettings).values({ userId: root!.id, tenantId: f.tenantA });
  f.users.superA = root!.id;
  yoga = createGraphQLServer({ getDb: async () => testDb.db });
  for (const [key, id] of Object.entries(f.users)) tokens[key] = await tokenFor(testDb.db, id);
}, 60_000);

afterAll(async () => {
  await testDb?.close();
});

describe("users: invite, set a password, sign in with only the roles given", () => {
  let userId: string;
  let link: string;

  it("creates a REVIEWS-only user whose link sets a password once", async () => {
    const reviews = await roleId("adminA", "REVIEWS");
    const created = await as("adminA", CREATE_USER, {
      input: { email: "Nora@Alpha.test", firstName: "Nora", lastName: "Núñez", roleIds: [reviews] },
    });
    expect(created.body.errors).toBeUndefined();
    const { user, setPasswordUrl } = created.body.data.createUser;
    expect(user).toMatchObject({
      email: "nora@alpha.test",
      roles: ["REVIEWS"],
      passwordSet: false,
    });
    userId = user.id;
    link = new URL(setPasswordUrl).searchParams.get("token")!;
    expect(link.length).toBeGreaterThanOrEqual(43);
    // Only the hash is stored.
    const stored = JSON.stringify(await testDb.db.execute("select * from user_tokens"));
    expect(stored).not.toContain(link);

    const valid = `query($t: String!) { passwordTokenValid(token: $t) }`;
    expect((await anonymous(valid, { t: link })).body.data.passwordTokenValid).toBe(true);
    const short = await anonymous(SET_PASSWORD, { token: link, password: "short" });
    expect(issuesOf(short)).toEqual([{ path: "", message: "passwordTooShort" }]);
    const set = await anonymous(SET_PASSWORD, { token: link, password: "Reviews-2026" });
    expect(set.body.data.setPasswordWithToken).toBe(true);
    expect(
      (await anonymous(SET_PASSWORD, { token: link, password: "Other-2026!" })).body.data,
    ).toEqual({ setPasswordWithToken: false });
    expect((await anonymous(valid, { t: link })).body.data.passwordTokenValid).toBe(false);

    const login = await anonymous(LOGIN, { user: "nora", pass: "Reviews-2026" });
    expect(login.body.data.login).toMatchObject({ success: true });
    expect((await loadAuthUserById(testDb.db, userId))!.roles).toEqual(["REVIEWS"]);
  });

  it("refuses a taken email, an unknown role and a role the tenant may not give, writing nothing", async () => {
    const before = await testDb.db.select({ id: users.id }).from(users);
    const reviews = await roleId("adminA", "REVIEWS");
    const taken = await as("adminA", CREATE_USER, {
      input: { email: "nora@alpha.test", firstName: "Nora", lastName: "Dos", roleIds: [reviews] },
    });
    expect(issuesOf(taken)).toEqual([{ path: "email", message: "emailTaken" }]);
    const [superRole] = await testDb.db.select().from(roles).where(eq(roles.name, "Super Admin"));
    const escalate = await as("adminA", CREATE_USER, {
      input: {
        email: "eve@alpha.test",
        firstName: "Eve",
        lastName: "Mallory",
        roleIds: [superRole!.id],
      },
    });
    expect(issuesOf(escalate)).toEqual([{ path: "roleIds", message: "unknownRole" }]);
    const none = await as("adminA", CREATE_USER, {
      input: { email: "eve@alpha.test", firstName: "Eve", lastName: "Mallory", roleIds: [] },
    });
    expect(issuesOf(none)).toEqual([{ path: "roleIds", message: "atLeastOneRole" }]);
    expect(await testDb.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it("lists the tenant's users 20 a page, searched and filtered by role", async () => {
    const all = await as("adminA", USERS);
    expect(all.body.data.users.total).toBe(6);
    const emails = all.body.data.users.items.map((u: { email: string }) => u.email);
    expect(emails.every((e: string) => !e.includes("bravo") && !e.endsWith("b.test"))).toBe(true);
    const reviews = await roleId("adminA", "REVIEWS");
    const byRole = await as("adminA", USERS, { filter: { roleId: reviews } });
    expect(byRole.body.data.users.total).toBe(2);
    // Names are found with or without their accents, in any case.
    for (const search of ["núñez", "NUNEZ"]) {
      const bySearch = await as("adminA", USERS, { filter: { search } });
      expect(
        bySearch.body.data.users.items.map((u: { id: string }) => u.id),
        search,
      ).toEqual([userId]);
    }
  });

  it("disabling a user ends their open session at once and refuses their sign-in", async () => {
    const token = await tokenFor(testDb.db, userId);
    const me = `{ user { me { email } } }`;
    expect((await callGraphQL(yoga, me, { token })).body.data.user.me.email).toBe(
      "nora@alpha.test",
    );
    const disable = SetUserDisabledMutation;
    expect(
      (await as("adminA", disable, { id: userId, disabled: true })).body.data.setUserDisabled,
    ).toMatchObject({ disabled: true });
    expect(codeOf(await callGraphQL(yoga, me, { token }))).toBe("UNAUTHENTICATED");
    const login = await anonymous(LOGIN, { user: "nora", pass: "Reviews-2026" });
    expect(login.body.data.login).toMatchObject({ success: false, message: "USER_DISABLED" });
    // An admin cannot lock themselves out.
    expect(issuesOf(await as("adminA", disable, { id: f.users.adminA, disabled: true }))).toEqual([
      { path: "id", message: "disableSelf" },
    ]);
    await as("adminA", disable, { id: userId, disabled: false });
    expect(
      (await anonymous(LOGIN, { user: "nora", pass: "Reviews-2026" })).body.data.login.success,
    ).toBe(true);
  });

  it("a reset link stops the old password and ends the sessions", async () => {
    const token = await tokenFor(testDb.db, userId);
    const reset = ResetUserPasswordMutation;
    const answer = await as("adminA", reset, { id: userId });
    expect(answer.body.data.resetUserPassword.url).toContain("/set-password?token=");
    expect(
      (await anonymous(LOGIN, { user: "nora", pass: "Reviews-2026" })).body.data.login.success,
    ).toBe(false);
    expect(codeOf(await callGraphQL(yoga, `{ user { me { email } } }`, { token }))).toBe(
      "UNAUTHENTICATED",
    );
  });

  it("writes an audit row for each change", async () => {
    expect(await auditActions(f.tenantA)).toEqual(
      expect.arrayContaining([
        "user.create",
        "user.setPassword",
        "user.disable",
        "user.enable",
        "user.resetPassword",
      ]),
    );
  });
});

describe("custom roles bundle module roles, with spec §6's impact warning and skip rule", () => {
  it("creates a role that grants REVIEWS and GMB, and a holder's session sees those", async () => {
    const create = CreateRoleMutation;
    const made = await as("adminA", create, {
      input: { name: "Regional", description: "Reviews and posts", grants: ["REVIEWS", "GMB"] },
    });
    const role = made.body.data.createRole.role;
    expect(role).toMatchObject({ name: "Regional", grants: ["GMB", "REVIEWS"], userCount: 0 });
    const clash = await as("adminA", create, { input: { name: "reviews", grants: ["GMB"] } });
    expect(issuesOf(clash)).toEqual([{ path: "name", message: "roleNameTaken" }]);
    const admin = await as("adminA", create, { input: { name: "Boss", grants: ["ADMIN"] } });
    expect(issuesOf(admin)).toEqual([{ path: "grants.0", message: "unknownRole" }]);

    const setRoles = UpdateUserRolesMutation;
    const store = await roleId("adminA", "STORE");
    await as("adminA", setRoles, { id: f.users.storeA, roles: [role.id] });
    await as("adminA", setRoles, { id: f.users.reviewsA, roles: [role.id, store] });
    expect((await loadAuthUserById(testDb.db, f.users.storeA!))!.roles).toEqual(["GMB", "REVIEWS"]);
    // The other tenant neither sees nor touches it.
    expect(
      (await as("adminB", ROLES)).body.data.roles.map((r: { name: string }) => r.name),
    ).not.toContain("Regional");
    expect(codeOf(await as("adminB", RoleImpactQuery, { id: role.id }))).toBe("NOT_FOUND");
    expect(codeOf(await as("adminB", setRoles, { id: f.users.storeA, roles: [role.id] }))).toBe(
      "NOT_FOUND",
    );
  });

  it("warns how many users a deletion affects, and keeps it for those it is the only role of", async () => {
    const id = await roleId("adminA", "Regional");
    const impact = await as("adminA", RoleImpactQuery, { id });
    expect(impact.body.data.roleImpact).toMatchObject({ userCount: 2, onlyRoleCount: 1 });
    const deleted = await as(
      "adminA",
      `mutation($id: ID!) { deleteRole(id: $id) { ${ROLE_CHANGE} } }`,
      { id },
    );
    const result = deleted.body.data.deleteRole;
    expect(result.affectedUsers).toBe(1);
    expect(result.skippedUsers.map((u: { id: string }) => u.id)).toEqual([f.users.storeA]);
    expect(result.role).toMatchObject({ userCount: 1 });
    expect((await loadAuthUserById(testDb.db, f.users.reviewsA!))!.roles).toEqual(["STORE"]);
    expect((await loadAuthUserById(testDb.db, f.users.storeA!))!.roles).toEqual(["GMB", "REVIEWS"]);
    // Built-in roles are not the tenant's to edit.
    const builtIn = await roleId("adminA", "STORE");
    expect(
      codeOf(
        await as("adminA", DeleteRoleMutation, {
          id: builtIn,
        }),
      ),
    ).toBe("FORBIDDEN");
    expect(await auditActions(f.tenantA)).toEqual(
      expect.arrayContaining(["role.create", "user.roles", "role.delete"]),
    );
  });
});

describe("only ADMIN reaches the tenant's administration; only Super Admin reaches tenants", () => {
  it("keeps other roles and other tenants out", async () => {
    // Their roles changed above, which ended their sessions: they sign in again.
    tokens.reviewsA = await tokenFor(testDb.db, f.users.reviewsA!);
    tokens.storeA = await tokenFor(testDb.db, f.users.storeA!);
    expect(codeOf(await as("reviewsA", USERS))).toBe("FORBIDDEN");
    expect(codeOf(await as("storeA", ROLES))).toBe("FORBIDDEN");
    const users = await as("adminB", USERS);
    expect(users.body.data.users.items.map((u: { id: string }) => u.id)).not.toContain(
      f.users.adminA,
    );
    const disable = SetUserDisabledMutation;
    expect(codeOf(await as("adminB", disable, { id: f.users.adminA, disabled: true }))).toBe(
      "NOT_FOUND",
    );
    expect(codeOf(await as("adminA", AdminTenantsQuery))).toBe("FORBIDDEN");
    expect(
      codeOf(await as("adminA", SetTenantStatusMutation, { id: f.tenantB, status: "DISABLE" })),
    ).toBe("FORBIDDEN");
    // A tenant admin cannot touch a Super Admin's account.
    expect(codeOf(await as("adminA", disable, { id: f.users.superA, disabled: true }))).toBe(
      "FORBIDDEN",
    );
  });

  it("lets a Super Admin create a tenant and disable it, after which its users cannot work", async () => {
    const create = CreateTenantMutation;
    const bad = await as("superA", create, { input: { name: "two words" } });
    expect(issuesOf(bad)).toEqual([{ path: "name", message: "tenantNameOneWord" }]);
    const taken = await as("superA", create, { input: { name: "bravo" } });
    expect(issuesOf(taken)).toEqual([{ path: "name", message: "tenantNameTaken" }]);
    const made = await as("superA", create, {
      input: { name: "Initech", timeZone: "America/Mexico_City" },
    });
    expect(made.body.data.createTenant).toMatchObject({ name: "Initech", status: "ACTIVE" });
    const list = await as("superA", AdminTenantsQuery);
    expect(list.body.data.tenants.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining(["alpha", "bravo", "Initech"]),
    );

    const status = SetTenantStatusMutation;
    expect(
      (await as("superA", status, { id: f.tenantB, status: "DISABLE" })).body.data.setTenantStatus,
    ).toMatchObject({ status: "DISABLE" });
    expect(codeOf(await as("adminB", USERS))).toBe("UNAUTHENTICATED");
    expect(issuesOf(await as("superA", status, { id: f.tenantA, status: "DISABLE" }))).toEqual([
      { path: "status", message: "disableOwnTenant" },
    ]);
    await as("superA", status, { id: f.tenantB, status: "ACTIVE" });
    const [bravo] = await testDb.db.select().from(tenants).where(eq(tenants.id, f.tenantB));
    expect(bravo!.status).toBe("ACTIVE");
    const rows = await testDb.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, f.tenantB), eq(auditLog.action, "tenant.status")));
    expect(rows).toHaveLength(2);
  });
});
