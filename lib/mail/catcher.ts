import "server-only";
import { effectiveRoles, hasAccess, isSuperAdmin, SECTIONS } from "@/lib/auth/permissions";
import type { OutboxReader } from "./outbox";

// The e2e runs and a development machine's `.env.local` turn it on.
export function mailCatcherOn(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.MAIL_CATCHER?.trim().toLowerCase() === "on";
}

/** Their tenant's ADMIN (and so a Super Admin). */
export function mailReader(user: {
  tenantId: string | null;
  roles: string[];
  isLeads: boolean;
}): OutboxReader | null {
  const roles = effectiveRoles(user);
  if (!user.tenantId) return null;
  if (!isSuperAdmin(roles) && !hasAccess(roles, SECTIONS.admin)) return null;
  return { tenantId: user.tenantId, superAdmin: isSuperAdmin(roles) };
}
