import "server-only";
import type { AdminActor } from "@/lib/admin/service";
import type { AuditActor } from "@/lib/audit/write";
import type { GraphQLContext } from "./context";
import { requireSuperAdmin, requireUser, sectionCaller } from "./guards";

/** The signed-in caller as the audit log names them, with the request's address and browser. */
export function auditActor(ctx: GraphQLContext): AuditActor {
  const user = requireUser(ctx);
  return { id: user.id, label: user.email, ip: ctx.ip, userAgent: ctx.userAgent };
}

/** The admin section's caller as the audit log names them, with the roles the admin rules read. */
export function adminActor(ctx: GraphQLContext): AdminActor {
  sectionCaller(ctx, "admin");
  return { ...auditActor(ctx), roles: ctx.roles };
}

/** A Super Admin acting across tenants (tenants, module status, scheduled jobs), for the audit log. */
export function platformActor(ctx: GraphQLContext): AdminActor & { tenantId: string } {
  const { tenantId } = sectionCaller(ctx, "admin");
  requireSuperAdmin(ctx);
  return { ...auditActor(ctx), roles: ctx.roles, tenantId };
}
