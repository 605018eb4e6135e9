// Two small tenants (A and B) with stores and users, for tests that prove tenant isolation.
import { randomBytes } from "node:crypto";
import { hashPassword } from "@/lib/auth/password";
import type { Db } from "@/lib/db/client";
import { locations, memberSettings, roles, tenants, userRoles, users } from "@/lib/db/schema";
import { ROLE_DESCRIPTIONS, ROLE_NAMES } from "@/lib/seed/catalog";
import { generateLocations } from "@/lib/seed/locations";

export type SeededUser = {
  id: string;
  email: string;
  username: string;
  password: string;
  roles: string[];
};
export type SeededTenant = {
  id: string;
  name: string;
  locationIds: string[];
  admin: SeededUser;
  member: SeededUser;
};

export const TEST_PASSWORD = "Test1234!";

async function ensureRoles(db: Db): Promise<Map<string, string>> {
  await db
    .insert(roles)
    .values(ROLE_NAMES.map((name) => ({ name, description: ROLE_DESCRIPTIONS[name] })))
    .onConflictDoNothing();
  const rows = await db.select({ id: roles.id, name: roles.name }).from(roles);
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function seedTenant(
  db: Db,
  label: "a" | "b",
  storeCount: number,
  roleIds: Map<string, string>,
  passwordHash: string,
): Promise<SeededTenant> {
  // A random suffix lets a test file call this more than once on one database.
  const suffix = randomBytes(3).toString("hex");
  const name = `tenant${label}${suffix}`;
  const [tenant] = await db
    .insert(tenants)
    .values({ name, status: "ACTIVE", whitelistedDomains: [`${name}.example`] })
    .returning({ id: tenants.id });
  const rows = generateLocations({
    tenantId: tenant.id,
    account:
      label === "a"
        ? { id: "9001", accountName: "Alfa Store" }
        : { id: "9002", accountName: "Beta Store" },
    count: storeCount,
  });
  const inserted = await db.insert(locations).values(rows).returning({ id: locations.id });

  const makeUser = async (role: "admin" | "member", roleNames: string[]): Promise<SeededUser> => {
    const email = `${role}@${name}.example`;
    const username = `${role}${label}${suffix}`;
    const [user] = await db
      .insert(users)
      .values({
        tenantId: tenant.id,
        kind: role === "admin" ? "admin" : "storeplus",
        email,
        username,
        passwordHash,
        firstName: role,
        lastName: label.toUpperCase(),
        isStoreplusUser: true,
      })
      .returning({ id: users.id });
    await db
      .insert(userRoles)
      .values(
        roleNames.map((roleName) => ({ userId: user.id, roleId: roleIds.get(roleName) as string })),
      );
    await db.insert(memberSettings).values({
      userId: user.id,
      tenantId: tenant.id,
      syncAccount: [{ name: "months", value: "3" }],
    });
    return { id: user.id, email, username, password: TEST_PASSWORD, roles: roleNames };
  };

  return {
    id: tenant.id,
    name,
    locationIds: inserted.map((row) => row.id),
    admin: await makeUser("admin", ["ADMIN"]),
    member: await makeUser("member", ["STORE", "REVIEWS"]),
  };
}

/** Tenant A (6 stores) and tenant B (4 stores), each with an ADMIN and a STORE+REVIEWS user (password TEST_PASSWORD). */
export async function seedTwoTenants(db: Db): Promise<{ a: SeededTenant; b: SeededTenant }> {
  const roleIds = await ensureRoles(db);
  const passwordHash = await hashPassword(TEST_PASSWORD);
  return {
    a: await seedTenant(db, "a", 6, roleIds, passwordHash),
    b: await seedTenant(db, "b", 4, roleIds, passwordHash),
  };
}
