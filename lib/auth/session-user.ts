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

// Null when the token no longer stands: the user is gone or disabled, their sessionVersion moved
// on, their tenant changed or is disabled, or their trial expired.
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

// Auth.js's jwt callback asks this for every session, so a revoked one reads as signed out
// everywhere.
export function sessionUser(
  claims: Pick<SessionClaims, "userId" | "sessionVersion" | "tenantId">,
): Promise<SessionUser | null> {
  return standingUser(claims.userId, claims.sessionVersion, claims.tenantId);
}
