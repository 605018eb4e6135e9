import "server-only";
import { eq, sql, type SQL } from "drizzle-orm";
import { TRIAL_DAYS } from "@/lib/constants";
import type { Db } from "@/lib/db/client";
import { roles, tenants, userRoles, users } from "@/lib/db/schema";
import type { AccessErrorCode, LeadStep, SessionClaims, UserKind } from "./types";

const DAY_MS = 24 * 60 * 60 * 1000;

export type AuthUser = {
  id: string;
  tenantId: string | null;
  tenantName: string | null;
  tenantStatus: "ACTIVE" | "DISABLE" | null;
  kind: UserKind;
  email: string;
  username: string | null;
  passwordHash: string | null;
  mapsSubject: string | null;
  firstName: string;
  lastName: string;
  picture: string | null;
  roles: string[];
  isStoreplusUser: boolean;
  isMasterAccount: boolean;
  isLeads: boolean;
  leadStep: LeadStep | null;
  trialStartedAt: Date | null;
  homeInfo: boolean;
  validateGoogleAccount: boolean;
  hasUserAccount: boolean;
  sessionVersion: number;
  disabledAt: Date | null;
};

const userColumns = {
  id: users.id,
  tenantId: users.tenantId,
  tenantName: tenants.name,
  tenantStatus: tenants.status,
  kind: users.kind,
  email: users.email,
  username: users.username,
  passwordHash: users.passwordHash,
  mapsSubject: users.mapsSubject,
  firstName: users.firstName,
  lastName: users.lastName,
  picture: users.picture,
  isStoreplusUser: users.isStoreplusUser,
  isMasterAccount: users.isMasterAccount,
  isLeads: users.isLeads,
  leadStep: users.leadStep,
  trialStartedAt: users.trialStartedAt,
  homeInfo: users.homeInfo,
  validateGoogleAccount: users.validateGoogleAccount,
  hasUserAccount: users.hasUserAccount,
  sessionVersion: users.sessionVersion,
  disabledAt: users.disabledAt,
};

// Built-in role names: a custom role counts as the module roles it bundles.
export const rolesColumn = sql<string[]>`coalesce((select array_agg(distinct g.name order by g.name)
  from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
  cross join lateral unnest(case when ${roles.tenantId} is null then array[${roles.name}] else ${roles.grants} end) as g(name)
  where ${userRoles.userId} = ${users.id}), '{}')`;

export async function loadAuthUser(db: Db, where: SQL): Promise<AuthUser | null> {
  // One statement: the roles and the session version are read together, so they always agree.
  const rows = await db
    .select({ ...userColumns, roles: rolesColumn })
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(where)
    .limit(1);
  return rows[0] ?? null;
}

/** The user without roles: the roles' join costs twice the rest of the read, and a caller that
 * holds them for this session version already has them (session-user.ts). */
export async function loadAuthUserFields(
  db: Db,
  id: string,
): Promise<Omit<AuthUser, "roles"> | null> {
  const rows = await db
    .select(userColumns)
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export function loadAuthUserById(db: Db, id: string): Promise<AuthUser | null> {
  return loadAuthUser(db, eq(users.id, id));
}

/** A lead whose TRIAL_DAYS have run out (spec §1, §6). A lead without a start date is not expired. */
export function isTrialExpired(
  user: Pick<AuthUser, "isLeads" | "trialStartedAt">,
  now: Date = new Date(),
): boolean {
  if (!user.isLeads || !user.trialStartedAt) return false;
  return now.getTime() - user.trialStartedAt.getTime() > TRIAL_DAYS * DAY_MS;
}

export function accessProblem(user: AuthUser, now: Date = new Date()): AccessErrorCode | null {
  if (!user.hasUserAccount) return "NO_USER_ACCOUNT";
  if (!user.tenantId) return "NO_TENANT";
  if (user.tenantStatus === "DISABLE") return "TENANT_DISABLED";
  if (user.disabledAt) return "USER_DISABLED";
  if (isTrialExpired(user, now)) return "EXPIRED_LEAD";
  return null;
}

export function claimsFor(user: Omit<AuthUser, "passwordHash">): SessionClaims {
  return {
    userId: user.id,
    tenantId: user.tenantId,
    email: user.email,
    kind: user.kind,
    roles: [...user.roles],
    isLeads: user.isLeads,
    leadStep: user.leadStep,
    sessionVersion: user.sessionVersion,
  };
}

/** Revokes every token of the user (logout, disable, role change). */
export async function bumpSessionVersion(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}
