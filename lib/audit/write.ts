import "server-only";
import type { Db } from "@/lib/db/client";
import { auditLog } from "@/lib/db/schema";

/** `null` actor: the system (a schedule, a Pub/Sub message). */
export type AuditActor = {
  id: string | null;
  label: string;
  ip?: string | null;
  userAgent?: string | null;
};

export type AuditEntry = {
  tenantId: string | null;
  /** Dotted code: auth.signIn, auth.signInFailed, role.create, user.disable, tenant.status, maps.edit… */
  action: string;
  targetType?: string;
  targetId?: string;
  /** What changed; never a password, a token or a hash. */
  changes?: Record<string, unknown>;
};

export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(value))
      changes[key] = { from: before[key] ?? null, to: value };
  }
  return changes;
}

// Pass the transaction of the change itself, so the row is written if and only if the change is.
export async function writeAudit(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    tenantId: entry.tenantId,
    actorId: actor.id,
    actor: actor.label,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    changes: entry.changes ?? {},
    ip: actor.ip ?? null,
    userAgent: actor.userAgent ?? null,
  });
}
