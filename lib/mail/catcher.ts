import "server-only";
import { effectiveRoles, hasAccess, isSuperAdmin, SECTIONS } from "@/lib/auth/permissions";
import type { OutboxReader } from "./outbox";

/**
 * The development mail catcher (/dev/mail) exists only with MAIL_CATCHER=on: the e2e runs and
 * `.env.local` of a development machine turn it on; production leaves it off unless told.
 */
export function mailCatcherOn(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.MAIL_CATCHER?.trim().toLowerCase() === "on";
}

/** Who may read caught mail: their tenant's ADMIN (and so a Super Admin), of their own tenant. */
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
