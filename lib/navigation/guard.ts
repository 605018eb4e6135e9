import "server-only";
import { redirect } from "next/navigation";
import { decideRoute, LOGIN_PATH, matchRoute } from "@/lib/auth/permissions";
import { getCurrentUser, type SessionUser } from "@/lib/auth/session";
import { claimsFor } from "@/lib/auth/user-access";
import { getDb } from "@/lib/db/client";
import { inMaintenance, moduleOfSection } from "@/lib/module-status/service";

// The route table decides again, so a request that bypassed the middleware gains nothing.
export async function guardRoute(path: string): Promise<SessionUser> {
  const section = matchRoute(path)?.route.section;
  // Read beside the session check; the checks below keep their order.
  const [user, maintenance] = await Promise.all([
    getCurrentUser(),
    section ? getDb().then((db) => inMaintenance(db, section)) : false,
  ]);
  if (!user) redirect(LOGIN_PATH);
  const decision = decideRoute(path, claimsFor(user));
  if (decision.type === "redirect") redirect(decision.to);
  // A module a Super Admin put in maintenance shows its users the notice instead (spec §3).
  if (section && maintenance)
    redirect(`/commons/MaintenancePage?module=${moduleOfSection(section)}`);
  return user;
}
