import "server-only";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locations, profileDetails, tenants, users } from "@/lib/db/schema";
import type { Vertical } from "./details-schema";

/** The signed-in user and their tenant: every query matches both, so ids never cross tenants. */
export type Owner = { userId: string; tenantId: string };

export const profileColumns = {
  _id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  position: users.position,
  business: users.business,
  picture: users.picture,
  language: users.language,
};

export type Profile = {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  position: string | null;
  business: string | null;
  picture: string | null;
  language: string | null;
};

export const ownRow = ({ userId, tenantId }: Owner) =>
  and(eq(users.id, userId), eq(users.tenantId, tenantId));

export async function getProfile(db: Db, owner: Owner): Promise<Profile | null> {
  const [row] = await db.select(profileColumns).from(users).where(ownRow(owner)).limit(1);
  return row ?? null;
}

export type ProfileDetails = { keywords: string[]; vertical: Vertical | null };

export async function getProfileDetails(
  db: Db,
  { userId, tenantId }: Owner,
): Promise<ProfileDetails> {
  const [row] = await db
    .select({ keywords: profileDetails.keywords, vertical: profileDetails.vertical })
    .from(profileDetails)
    .where(and(eq(profileDetails.userId, userId), eq(profileDetails.tenantId, tenantId)))
    .limit(1);
  return { keywords: row?.keywords ?? [], vertical: (row?.vertical as Vertical | null) ?? null };
}

export type TenantClient = {
  _id: string;
  name: string;
  email: string;
  tenant: string | null;
  roles: string[];
};

const rolesOf = sql<string[]>`coalesce((
  select json_agg(r.name order by r.name) from user_roles ur join roles r on r.id = ur.role_id
  where ur.user_id = ${users.id}), '[]'::json)`;

/** The tenant's users (spec §3: id, name, tenant, roles, email), for admins. */
export async function listTenantClients(
  db: Db,
  { tenantId }: { tenantId: string },
): Promise<TenantClient[]> {
  const rows = await db
    .select({
      _id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      tenant: tenants.name,
      roles: rolesOf,
    })
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.tenantId, tenantId))
    .orderBy(users.email)
    .limit(500);
  return rows.map(({ firstName, lastName, ...rest }) => ({
    ...rest,
    name: `${firstName} ${lastName}`.trim(),
  }));
}

export type GbpClient = { account: string; totalLocations: number };

/** The maps-service accounts the tenant's stores come from, with how many stores each holds. */
export async function listGbpClients(
  db: Db,
  { tenantId }: { tenantId: string },
): Promise<GbpClient[]> {
  const rows = await db
    .select({ account: locations.account, totalLocations: count() })
    .from(locations)
    .where(eq(locations.tenantId, tenantId))
    .groupBy(locations.account)
    .orderBy(locations.account);
  return rows.map((row) => ({ account: row.account, totalLocations: Number(row.totalLocations) }));
}
