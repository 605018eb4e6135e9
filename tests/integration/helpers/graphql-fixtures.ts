// Two tenants with users of every kind the GraphQL tests need (a REVIEWS-only user, a lead, tenant
// configs, ads accounts), plus request helpers. The database comes from helpers/db.
import { print, type DocumentNode } from "graphql";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import {
  adsAccounts,
  locations,
  memberSettings,
  moduleStatus,
  roles,
  tenantConfigs,
  tenants,
  userRoles,
  users,
} from "@/lib/db/schema";
import { SESSION_COOKIE_NAME } from "@/lib/auth/config";
import { issueAccessToken } from "@/lib/auth/token";
import { claimsFor, loadAuthUserById } from "@/lib/auth/user-access";
import { CSRF_HEADER } from "@/lib/http/endpoint";
import type { GraphQLServer } from "@/lib/graphql/yoga";
import { createTestDb } from "./db";

process.env.AUTH_SECRET ||= "test-secret-for-graphql-integration-tests-0123456789";

/** A fresh migrated database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set). */
export const openTestDatabase = () => createTestDb();

const ROLE_NAMES = ["ADMIN", "STORE", "REVIEWS", "TRIAL"] as const;

type UserSpec = {
  key: string;
  tenant: "A" | "B";
  kind: "admin" | "storeplus" | "lead";
  roles: string[];
  isLeads?: boolean;
};
const USER_SPECS: UserSpec[] = [
  { key: "adminA", tenant: "A", kind: "admin", roles: ["ADMIN"] },
  { key: "storeA", tenant: "A", kind: "storeplus", roles: ["STORE"] },
  { key: "reviewsA", tenant: "A", kind: "storeplus", roles: ["REVIEWS"] },
  { key: "leadA", tenant: "A", kind: "lead", roles: [], isLeads: true },
  { key: "adminB", tenant: "B", kind: "admin", roles: ["ADMIN"] },
];

export type Fixture = {
  tenantA: string;
  tenantB: string;
  users: Record<string, string>;
  locationsA: string[];
  locationsB: string[];
};

function locationRow(tenantId: string, prefix: string, i: number) {
  return {
    tenantId,
    googleId: `locations/${prefix}${i}`,
    account: `accounts/${prefix}`,
    locationName: `${prefix} Store ${i}`,
    storeCode: `${prefix}-${i}`,
    labels: [`${prefix}-label`],
    regionCode: "AR",
    languageCode: "es",
    postalCode: `100${i}`,
    administrativeArea: "Buenos Aires",
    locality: i % 2 ? "Palermo" : "Belgrano",
    addressLines: [`${prefix} street ${i}`],
    placeId: `place-${prefix}-${i}`,
    openStatus: i === 3 ? "CLOSED_PERMANENTLY" : "OPEN",
    verified: i === 2 ? "PENDING" : "COMPLETED",
  };
}

export async function seedTwoTenantFixture(db: Db): Promise<Fixture> {
  const [a, b] = await db
    .insert(tenants)
    .values([{ name: "alpha" }, { name: "bravo" }])
    .returning({ id: tenants.id });
  const roleRows = await db
    .insert(roles)
    .values(ROLE_NAMES.map((name) => ({ name })))
    .returning();
  const roleId = (name: string) => roleRows.find((r) => r.name === name)!.id;
  const tenantOf = (t: "A" | "B") => (t === "A" ? a.id : b.id);

  const ids: Record<string, string> = {};
  for (const spec of USER_SPECS) {
    const [row] = await db
      .insert(users)
      .values({
        tenantId: tenantOf(spec.tenant),
        kind: spec.kind,
        email: `${spec.key.toLowerCase()}@${spec.tenant === "A" ? "alpha" : "bravo"}.test`,
        firstName: spec.key,
        lastName: `Tenant${spec.tenant}`,
        isLeads: spec.isLeads ?? false,
        leadStep: spec.isLeads ? "locations" : null,
        trialStartedAt: spec.isLeads ? new Date() : null,
        isStoreplusUser: spec.kind !== "lead",
      })
      .returning({ id: users.id });
    ids[spec.key] = row.id;
    if (spec.roles.length)
      await db
        .insert(userRoles)
        .values(spec.roles.map((r) => ({ userId: row.id, roleId: roleId(r) })));
    await db.insert(memberSettings).values({
      userId: row.id,
      tenantId: tenantOf(spec.tenant),
      syncAccount: [{ name: `sync-${spec.tenant}`, value: "on" }],
      viewSectionsInfo: [{ name: `section-${spec.tenant}`, isActive: true }],
      permissions: [{ name: `perm-${spec.tenant}`, value: "yes" }],
    });
  }
  await db.insert(tenantConfigs).values([
    { tenantId: a.id, config: "LEADS", values: [{ name: "IS_LEAD", boolean: false }] },
    {
      tenantId: b.id,
      config: "SECRET_B",
      values: [{ name: "B_ONLY", stringValue: "bravo-secret" }],
    },
  ]);
  await db.insert(adsAccounts).values([
    {
      tenantId: a.id,
      customerId: "1111111111",
      currencyCode: "ARS",
      dateTimeZone: "America/Buenos_Aires",
      descriptiveName: "Alpha Ads",
      status: "LINKED",
    },
    {
      tenantId: b.id,
      customerId: "2222222222",
      currencyCode: "USD",
      dateTimeZone: "America/New_York",
      descriptiveName: "Bravo Ads",
      status: "LINKED",
    },
  ]);
  await db.insert(moduleStatus).values([
    { name: "ads", status: "MAINTENANCE" },
    { name: "stores", status: "ACTIVE" },
  ]);
  const locA = await db
    .insert(locations)
    .values([1, 2, 3].map((i) => locationRow(a.id, "A", i)))
    .returning({ id: locations.id });
  const locB = await db
    .insert(locations)
    .values([1, 2].map((i) => locationRow(b.id, "B", i)))
    .returning({ id: locations.id });
  return {
    tenantA: a.id,
    tenantB: b.id,
    users: ids,
    locationsA: locA.map((r) => r.id),
    locationsB: locB.map((r) => r.id),
  };
}

/**
 * A platform Super Admin in tenant A (as the demo's superadmin), kept as `f.users.root`; with
 * `alsoAdmin`, also tenant A's ADMIN.
 */
export async function addSuperAdmin(
  db: Db,
  f: Fixture,
  { alsoAdmin = false }: { alsoAdmin?: boolean } = {},
): Promise<string> {
  const [superRole] = await db.insert(roles).values({ name: "Super Admin" }).returning();
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
  const roleIds = [superRole!.id];
  if (alsoAdmin) {
    const [adminRole] = await db.select().from(roles).where(eq(roles.name, "ADMIN"));
    roleIds.push(adminRole!.id);
  }
  await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId: root!.id, roleId })));
  f.users.root = root!.id;
  return root!.id;
}

/**
 * A user of `tenantId` holding only `role` (made when missing), with member settings, named `key`
 * (email `{key in lowercase}@alpha.test`); answers its access token.
 */
export async function addUserWithRole(
  db: Db,
  tenantId: string,
  key: string,
  role: string,
): Promise<string> {
  const [made] = await db.insert(roles).values({ name: role }).onConflictDoNothing().returning();
  const roleId = made?.id ?? (await db.select().from(roles).where(eq(roles.name, role)))[0]!.id;
  const [user] = await db
    .insert(users)
    .values({
      tenantId,
      kind: "storeplus",
      email: `${key.toLowerCase()}@alpha.test`,
      firstName: key,
      lastName: "TenantA",
      isStoreplusUser: true,
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: user!.id, roleId });
  await db.insert(memberSettings).values({ userId: user!.id, tenantId });
  return tokenFor(db, user!.id);
}

export async function tokenFor(db: Db, userId: string): Promise<string> {
  const user = await loadAuthUserById(db, userId);
  if (!user) throw new Error(`no user ${userId}`);
  return issueAccessToken(claimsFor(user));
}

export type GraphQLCall = {
  token?: string;
  /** Send the token as the session cookie (a browser) instead of a Bearer header. */
  asCookie?: boolean;
  csrf?: boolean;
  variables?: Record<string, unknown>;
  headers?: Record<string, string>;
};

export type GraphQLAnswer = {
  status: number;
  headers: Headers;
  // Response bodies are JSON of any shape; tests assert on the parts they need.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
};

/** A document the app sends (imported from its operations) or a test's own text. */
export type GraphQLDocument = string | DocumentNode;

export async function callGraphQL(
  yoga: GraphQLServer,
  document: GraphQLDocument,
  call: GraphQLCall = {},
): Promise<GraphQLAnswer> {
  const query = typeof document === "string" ? document : print(document);
  const headers: Record<string, string> = { "content-type": "application/json", ...call.headers };
  if (call.csrf ?? true) headers[CSRF_HEADER] = "1";
  if (call.token && call.asCookie) headers.cookie = `${SESSION_COOKIE_NAME}=${call.token}`;
  else if (call.token) headers.authorization = `Bearer ${call.token}`;
  return send(
    yoga,
    new Request("http://localhost/api/graphql", {
      method: "POST",
      headers,
      body: JSON.stringify({ query, variables: call.variables }),
    }),
  );
}

export async function send(yoga: GraphQLServer, request: Request): Promise<GraphQLAnswer> {
  const response = await yoga.fetch(request);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Leave non-JSON bodies as text; the tests that care assert on it.
  }
  return { status: response.status, headers: response.headers, body };
}
