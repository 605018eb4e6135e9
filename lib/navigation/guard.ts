import "server-only";
import { redirect } from "next/navigation";
import { decideRoute, LOGIN_PATH } from "@/lib/auth/permissions";
import { getCurrentUser, type SessionUser } from "@/lib/auth/session";
import { claimsFor } from "@/lib/auth/user-access";

/**
 * A page's own server-side route check: the route table decides again, so a request that bypassed
 * the middleware gains nothing. Pass the page's route path ("/apps/setting"). Returns the user.
 */
export async function guardRoute(path: string): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) redirect(LOGIN_PATH);
  const decision = decideRoute(path, claimsFor(user));
  if (decision.type === "redirect") redirect(decision.to);
  return user;
}
