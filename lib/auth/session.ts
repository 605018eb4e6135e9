import "server-only";
import { cache } from "react";
import { getDb, type Db } from "@/lib/db/client";
import type { SessionClaims } from "./types";
import { accessProblem, loadAuthUserById, type AuthUser } from "./user-access";

/** The signed-in user as the server sees it: re-read from the database, never from the token alone. */
export type SessionUser = Omit<AuthUser, "passwordHash">;

function withoutSecrets(user: AuthUser): SessionUser {
  const copy: Partial<AuthUser> = { ...user };
  delete copy.passwordHash;
  return copy as SessionUser;
}

/**
 * The user behind a token's claims, or null when the token no longer stands: the user is gone,
 * their sessionVersion moved on (logout, disable, role change), they changed tenant, their tenant
 * is DISABLE, they have no user account, or their trial expired. GraphQL and route handlers use it
 * with claims from `readClaimsFromRequest`.
 */
export async function getUserFromClaims(
  db: Db,
  claims: Pick<SessionClaims, "userId" | "sessionVersion" | "tenantId">,
  now: Date = new Date(),
): Promise<SessionUser | null> {
  const user = await loadAuthUserById(db, claims.userId);
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

/**
 * The user a session cookie's claims still stand for (see getUserFromClaims), read once per
 * server render: Auth.js's jwt callback asks it for every session it reads (lib/auth/index.ts), so
 * a revoked or disabled session reads as signed out at /api/auth/session and on every page.
 */
export function sessionUser(
  claims: Pick<SessionClaims, "userId" | "sessionVersion" | "tenantId">,
): Promise<SessionUser | null> {
  return standingUser(claims.userId, claims.sessionVersion, claims.tenantId);
}

/** The current request's user (session cookie), loaded once per request. */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  // Loaded lazily so callers of getUserFromClaims (GraphQL, route handlers) do not pull in Auth.js.
  const { auth } = await import("./index");
  const session = await auth();
  const claims = session?.claims;
  if (!claims) return null;
  return sessionUser(claims);
});
