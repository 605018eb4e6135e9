import "server-only";
import { cache } from "react";
import { sessionUser, type SessionUser } from "./session-user";

// Auth.js's index imports session-user, not this file: getCurrentUser loads Auth.js lazily, and a
// static import back would close a cycle.
export { getUserFromClaims, type SessionUser } from "./session-user";

export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  // Loaded lazily so callers of getUserFromClaims (GraphQL, route handlers) do not pull in Auth.js.
  const { auth } = await import("./index");
  const session = await auth();
  const claims = session?.claims;
  if (!claims) return null;
  return sessionUser(claims);
});
