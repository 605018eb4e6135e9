import "server-only";
import type { AuditActor } from "@/lib/audit/write";
import type { GraphQLContext } from "./context";
import { requireUser } from "./guards";

/** The signed-in caller as the audit log names them, with the request's address and browser. */
export function auditActor(ctx: GraphQLContext): AuditActor {
  const user = requireUser(ctx);
  return { id: user.id, label: user.email, ip: ctx.ip, userAgent: ctx.userAgent };
}
