import "server-only";
import { cache } from "react";
import { getDb, type Db } from "@/lib/db/client";
import type { SessionClaims } from "./types";
import { accessProblem, loadAuthUserById, loadAuthUserFields, type AuthUser } from "./user-access";

/** The signed-in user as the server sees it: re-read from the database, never from the token alone. */
export type SessionUser = Omit<AuthUser, "passwordHash">;

function withoutSecrets(user: AuthUser): SessionUser {
  const copy: Partial<AuthUser> = { ...user };
  delete copy.passwordHash;
  return copy as SessionUser;
}

// Every role change bumps the user's session version in the same transaction (lib/admin/roles.ts,
// service.ts), so roles read at a version stay true for as long as that version does. Keyed by the
// version the database reports on each request, so a change made through any server is seen at
// once; per database, so separate databases in one process (tests) never share an entry.
const rolesByVersion = new WeakMap<Db, Map<string, readonly string[]>>();
const ROLES_KEPT_MAX = 5000;

function keptRoles(db: Db): Map<string, readonly string[]> {
  let kept = rolesByVersion.get(db);
  if (!kept) rolesByVersion.set(db, (kept = new Map()));
  return kept;
}

async function loadUser(db: Db, userId: string, sessionVersion: number): Promise<AuthUser | null> {
  const kept = keptRoles(db);
  const key = `${userId}:${sessionVersion}`;
  const roles = kept.get(key);
  if (roles) {
    // Should the version have moved on, getUserFromClaims refuses the token whatever the roles.
    const fields = await loadAuthUserFields(db, userId);
    return fields && { ...fields, roles: [...roles] };
  }
  const user = await loadAuthUserById(db, userId);
  if (user?.sessionVersion === sessionVersion) {
    if (kept.size >= ROLES_KEPT_MAX) kept.delete(kept.keys().next().value as string);
    kept.set(key, [...user.roles]);
  }
  return user;
}

// Null when the token no longer stands: the user is gone or disabled, their sessionVersion moved
// on, their tenant changed or is disabled, or their trial expired.
export async function getUserFromClaims(
  db: Db,
  claims: Pick<SessionClaims, "userId" | "sessionVersion" | "tenantId">,
  now: Date = new Date(),
): Promise<SessionUser | null> {
  const user = await loadUser(db, claims.userId, claims.sessionVersion);
  if (!user) return null;
  if (user.sessionVersion !== claims.sessionVersion) return null;
  if (user.tenantId !== claims.tenantId) return null;
  if (accessProblem(user, now)) return null;
  return withoutSecrets(user);
}

// Keyed by the claims' values, so Auth.js's session check and the page's guard share one read.
const standingUser = cache(
  async (userId: string, sessionVersion: number, tenantId: string | null) =>
    getUserFromClaims(await getDb(), { userId, sessionVersion, tenantId }),
);

// Auth.js's jwt callback asks this for every session, so a revoked one reads as signed out
// everywhere.
export function sessionUser(
  claims: Pick<SessionClaims, "userId" | "sessionVersion" | "tenantId">,
): Promise<SessionUser | null> {
  return standingUser(claims.userId, claims.sessionVersion, claims.tenantId);
}
