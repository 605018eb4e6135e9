// Tenants and users for the sign-in tests: two active tenants (each whitelisting its domain), one
// DISABLE tenant, and users of every kind whose sign-in outcome differs. Maps users carry the
// subjects of the maps simulator's identities (lib/maps-simulator/identities.ts).
import { afterAll, beforeAll } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { setDbForTests, type Db, type Handle } from "@/lib/db/client";
import { memberSettings, roles, tenants, userRoles, users } from "@/lib/db/schema";
import { createTestDb } from "@/tests/integration/helpers/db";

process.env.AUTH_SECRET ||= "test-secret-for-auth-integration-tests-0123456789";

/** A fresh, migrated database for one test file, in the shape `setDbForTests` takes. */
export async function openTestDatabase(): Promise<Handle> {
  const { db, close } = await createTestDb();
  return { db, close, migrate: async () => {} };
}

const DAY_MS = 24 * 60 * 60 * 1000;

type Spec = {
  key: string;
  tenant: "acme" | "globex" | "initech" | "trialelena" | null;
  kind: "admin" | "storeplus" | "maps" | "lead";
  email: string;
  roles: string[];
  username?: string;
  password?: string;
  mapsSubject?: string;
  hasUserAccount?: boolean;
  trialDaysAgo?: number;
};

export const PASSWORDS = {
  admin: "Admin123!",
  reviews: "Reviews123!",
  globex: "Globex123!",
  disabled: "Disabled123!",
  notenant: "NoTenant123!",
};

const SPECS: Spec[] = [
  {
    key: "adminAcme",
    tenant: "acme",
    kind: "admin",
    email: "admin@acme.example",
    roles: ["ADMIN"],
    username: "admin",
    password: PASSWORDS.admin,
  },
  {
    key: "reviewsAcme",
    tenant: "acme",
    kind: "storeplus",
    email: "reviews@acme.example",
    roles: ["REVIEWS"],
    username: "reviews",
    password: PASSWORDS.reviews,
  },
  {
    key: "adminGlobex",
    tenant: "globex",
    kind: "admin",
    email: "admin@globex.example",
    roles: ["ADMIN"],
    username: "globexadmin",
    password: PASSWORDS.globex,
  },
  {
    key: "disabled",
    tenant: "initech",
    kind: "storeplus",
    email: "user@initech.example",
    roles: ["STORE"],
    username: "disabled",
    password: PASSWORDS.disabled,
  },
  {
    key: "noTenantCredentials",
    tenant: null,
    kind: "storeplus",
    email: "solo@acme.example",
    roles: [],
    username: "notenant",
    password: PASSWORDS.notenant,
  },
  {
    key: "ownerAcme",
    tenant: "acme",
    kind: "maps",
    email: "owner@acme.example",
    roles: ["ADMIN"],
    mapsSubject: "sim-owner-acme",
  },
  // Not linked yet: the first maps sign-in links the subject by (verified) email.
  {
    key: "ownerGlobex",
    tenant: "globex",
    kind: "maps",
    email: "owner@globex.example",
    roles: ["STORE", "REVIEWS"],
  },
  {
    key: "noTenantMaps",
    tenant: null,
    kind: "maps",
    email: "no.tenant@acme.example",
    roles: [],
    mapsSubject: "sim-no-tenant",
  },
  {
    key: "leadExpired",
    tenant: "trialelena",
    kind: "lead",
    email: "lead.expired@trial.example",
    roles: ["TRIAL"],
    mapsSubject: "sim-lead-expired",
    trialDaysAgo: 61,
  },
  {
    key: "leadUser",
    tenant: "trialelena",
    kind: "lead",
    email: "lead.user@trial.example",
    roles: ["TRIAL"],
    mapsSubject: "sim-lead-user",
    trialDaysAgo: 10,
  },
  {
    key: "noAccount",
    tenant: "acme",
    kind: "maps",
    email: "ghost@acme.example",
    roles: [],
    mapsSubject: "sim-ghost",
    hasUserAccount: false,
  },
];

export type AuthFixture = { tenants: Record<string, string>; users: Record<string, string> };

export async function seedAuthFixture(db: Db, now: Date = new Date()): Promise<AuthFixture> {
  const tenantRows = await db
    .insert(tenants)
    .values([
      { name: "acme", whitelistedDomains: ["acme.example"] },
      { name: "globex", whitelistedDomains: ["globex.example"] },
      { name: "initech", status: "DISABLE", whitelistedDomains: ["initech.example"] },
      { name: "trialelena" },
    ])
    .returning({ id: tenants.id, name: tenants.name });
  const tenantIds = Object.fromEntries(tenantRows.map((t) => [t.name, t.id]));
  const roleRows = await db
    .insert(roles)
    .values(["ADMIN", "STORE", "REVIEWS", "TRIAL"].map((name) => ({ name })))
    .returning({ id: roles.id, name: roles.name });
  const roleId = Object.fromEntries(roleRows.map((r) => [r.name, r.id]));

  const userIds: Record<string, string> = {};
  for (const spec of SPECS) {
    const tenantId = spec.tenant ? tenantIds[spec.tenant] : null;
    const isLead = spec.kind === "lead";
    const [row] = await db
      .insert(users)
      .values({
        tenantId,
        kind: spec.kind,
        email: spec.email,
        username: spec.username ?? null,
        passwordHash: spec.password ? await hashPassword(spec.password) : null,
        mapsSubject: spec.mapsSubject ?? null,
        firstName: spec.key,
        isStoreplusUser: spec.kind === "admin" || spec.kind === "storeplus",
        isLeads: isLead,
        leadStep: isLead ? "user" : null,
        trialStartedAt:
          spec.trialDaysAgo === undefined
            ? null
            : new Date(now.getTime() - spec.trialDaysAgo * DAY_MS),
        hasUserAccount: spec.hasUserAccount ?? true,
      })
      .returning({ id: users.id });
    userIds[spec.key] = row.id;
    if (spec.roles.length)
      await db
        .insert(userRoles)
        .values(spec.roles.map((r) => ({ userId: row.id, roleId: roleId[r] })));
    await db.insert(memberSettings).values({ userId: row.id, tenantId });
  }
  return { tenants: tenantIds, users: userIds };
}

/**
 * For a test file: a fresh database set as the app's and seeded with the fixture before its tests,
 * closed after them. `db` and `fixture` are read inside the tests.
 */
export function withAuthDatabase(): { readonly db: Db; readonly fixture: AuthFixture } {
  let handle: Handle | undefined;
  let fixture: AuthFixture | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase();
    setDbForTests(handle);
    fixture = await seedAuthFixture(handle.db);
  });
  afterAll(async () => {
    setDbForTests(undefined);
    await handle?.close();
  });
  return {
    get db() {
      return handle!.db;
    },
    get fixture() {
      return fixture!;
    },
  };
}
