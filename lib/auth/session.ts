import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { sessionUser, type SessionUser } from "./session-user";
import { readCookieClaims } from "./token";
import type { SessionClaims } from "./types";

export { getUserFromClaims, type SessionUser } from "./session-user";

/** Whom the session cookie names, once it is fresh; not yet checked against the database. */
export const getSessionClaims = cache(async (): Promise<SessionClaims | null> =>
  readCookieClaims(await headers()),
);

// The checks of Auth.js's session read (the token's lifetimes, then the jwt callback's database
// check) without the rest of it: it re-encrypted the token for a cookie a server component
// cannot set, and the middleware has already refreshed that cookie.
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const claims = await getSessionClaims();
  return claims ? sessionUser(claims) : null;
});
