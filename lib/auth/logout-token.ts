import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "./config";
import type { SessionClaims } from "./types";

// Anti-CSRF: a cross-site page can post but cannot read this token from our pages; the version
// changes at every logout, so an old token dies with its session.
export function logoutTokenFor(userId: string, sessionVersion: number): string {
  const secret = authSecret();
  if (!secret) throw new Error("AUTH_SECRET is not set");
  // The purpose prefix keeps this MAC from ever standing in for another one made with the secret.
  return createHmac("sha256", secret)
    .update(`storeplus-logout\u0000${userId}\u0000${sessionVersion}`)
    .digest("base64url");
}

export function isValidLogoutToken(
  claims: Pick<SessionClaims, "userId" | "sessionVersion">,
  token: unknown,
): boolean {
  if (typeof token !== "string" || !token) return false;
  const expected = Buffer.from(logoutTokenFor(claims.userId, claims.sessionVersion));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
