import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { visibleRoles } from "@/lib/admin/roles";
import { writeAudit, type AuditActor } from "@/lib/audit/write";
import type { Db } from "@/lib/db/client";
import { approvalRules, jobItems, roles, storeEditApprovals } from "@/lib/db/schema";
import { rejectHeldJob, releaseHeldJob } from "@/lib/jobs/engine";
import { recordNotification } from "@/lib/notifications/service";
import { ApprovalError } from "./errors";
import type { ApprovalRuleInput } from "./schema";

// An ADMIN decides each held edit once: the decision is a conditional update of its PENDING row,
// in one transaction with the job's release or rejection and the audit row, so two approvals at
// once (two tabs, a double click) queue the job's items once and the second one is refused.

type Decider = { tenantId: string; actor: AuditActor };

/** The item error a rejected edit's stores show (with the reason as its detail). */
export const REJECTED_ERROR = "EDIT_REJECTED";

/** Locks the held edit's row; refuses another tenant's id and one already decided. */
async function lockPending(tx: Db, { tenantId, id }: { tenantId: string; id: string }) {
  const [row] = await tx
    .select({ status: storeEditApprovals.status })
    .from(storeEditApprovals)
    .where(and(eq(storeEditApprovals.jobId, id), eq(storeEditApprovals.tenantId, tenantId)))
    .for("update");
  if (!row) throw new ApprovalError("NOT_FOUND");
  if (row.status === "APPROVED") throw new ApprovalError("ALREADY_APPROVED");
  if (row.status === "REJECTED") throw new ApprovalError("ALREADY_REJECTED");
}

async function decide(
  tx: Db,
  {
    tenantId,
    actor,
    id,
    status,
    reason,
  }: Decider & {
    id: string;
    status: "APPROVED" | "REJECTED";
    reason?: string;
  },
) {
  const [decided] = await tx
    .update(storeEditApprovals)
    .set({ status, reason: reason ?? null, decidedBy: actor.id, decidedAt: new Date() })
    .where(
      and(
        eq(storeEditApprovals.jobId, id),
        eq(storeEditApprovals.tenantId, tenantId),
        eq(storeEditApprovals.status, "PENDING"),
      ),
    )
    .returning({ id: storeEditApprovals.jobId });
  // The row lock makes this unreachable; a decision is never written twice all the same.
  if (!decided)
    throw new ApprovalError(status === "APPROVED" ? "ALREADY_APPROVED" : "ALREADY_REJECTED");
  await writeAudit(tx, actor, {
    tenantId,
    action: status === "APPROVED" ? "approval.approve" : "approval.reject",
    targetType: "job",
    targetId: id,
    changes: reason ? { reason } : {},
  });
}

/** Queues the held edit's items: the job runs from now. */
export async function approveEdit(
  db: Db,
  queue: PgBoss,
  { tenantId, actor, id }: Decider & { id: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPending(tx as unknown as Db, { tenantId, id });
    await decide(tx as unknown as Db, { tenantId, actor, id, status: "APPROVED" });
    const released = await releaseHeldJob(tx as unknown as Db, queue, { tenantId, jobId: id });
    if (!released) throw new ApprovalError("ALREADY_APPROVED");
  });
}

/**
 * Ends the held edit without sending anything to the maps service, and tells its author: an
 * EDIT_REJECTED notification on its (first) store, which names the reason.
 */
export async function rejectEdit(
  db: Db,
  { tenantId, actor, id, reason }: Decider & { id: string; reason: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPending(tx as unknown as Db, { tenantId, id });
    await decide(tx as unknown as Db, { tenantId, actor, id, status: "REJECTED", reason });
    const ended = await rejectHeldJob(tx as unknown as Db, {
      tenantId,
      jobId: id,
      error: REJECTED_ERROR,
      detail: reason,
    });
    if (!ended) throw new ApprovalError("ALREADY_REJECTED");
    const [first] = await tx
      .select({ locationId: jobItems.locationId })
      .from(jobItems)
      .where(and(eq(jobItems.jobId, id), eq(jobItems.tenantId, tenantId)))
      .orderBy(jobItems.id)
      .limit(1);
    await recordNotification(tx as unknown as Db, {
      tenantId,
      type: "EDIT_REJECTED",
      subject: id,
      infoUrl: [`/apps/jobs/${id}`],
      locationId: first?.locationId ?? null,
    });
  });
}

/** Sets the roles whose edits wait for approval; every role must be one the tenant sees. */
export async function setApprovalRule(
  db: Db,
  { tenantId, actor, roleIds }: Decider & ApprovalRuleInput,
): Promise<void> {
  const wanted = [...new Set(roleIds)];
  await db.transaction(async (tx) => {
    if (wanted.length) {
      const known = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(
          and(
            visibleRoles(tenantId),
            sql`${roles.id} = any(${sql.param(wanted)}::uuid[])`,
            sql`${roles.name} <> 'ADMIN'`,
          ),
        );
      if (known.length !== wanted.length) throw new ApprovalError("UNKNOWN_ROLE");
    }
    await tx
      .insert(approvalRules)
      .values({ tenantId, roleIds: wanted, updatedBy: actor.id, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: approvalRules.tenantId,
        set: { roleIds: wanted, updatedBy: actor.id, updatedAt: new Date() },
      });
    await writeAudit(tx as unknown as Db, actor, {
      tenantId,
      action: "approval.rule",
      targetType: "tenant",
      targetId: tenantId,
      changes: { roleIds: wanted },
    });
  });
}
