import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "./config";
import type { SessionClaims } from "./types";

/**
 * The anti-CSRF token a sign-out carries: an HMAC of the session's user and version. A cross-site
 * page can make the browser post to us but cannot read the token out of our pages; the version
 * changes at every logout, so an old token dies with its session.
 */
export function logoutTokenFor(userId: string, sessionVersion: number): string {
  const secret = authSecret();
  if (!secret) throw new Error("AUTH_SECRET is not set");
  // The purpose prefix keeps this MAC from ever standing in for another one made with the secret.
  return createHmac("sha256", secret)
    .update(`storeplus-logout\u0000${userId}\u0000${sessionVersion}`)
    .digest("base64url");
}

/** True when `token` is the logout token of the session these claims come from. */
export function isValidLogoutToken(
  claims: Pick<SessionClaims, "userId" | "sessionVersion">,
  token: unknown,
): boolean {
  if (typeof token !== "string" || !token) return false;
  const expected = Buffer.from(logoutTokenFor(claims.userId, claims.sessionVersion));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
