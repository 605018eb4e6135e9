import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import { jobItems, jobs, tenants } from "@/lib/db/schema";
import { tenantMapsProject } from "@/lib/maps/projects";
import { laneOf, type Lane } from "./lanes";
import { auditMapsEdit } from "./maps-edits-audit";
import { itemInserts } from "./queue";
import { activeJobId, JobRunningError, releaseStale } from "./service";
import { transactionSql } from "./tx-sql";

export type NewJob = {
  tenantId: string;
  kind: string;
  userId?: string | null;
  items: { locationId: string | null; payload: Record<string, unknown> }[];
  /**
   * When the items may start (work planned for later, e.g. a delayed reply); now when absent.
   * A store's later edits wait for its earlier pending items, so such items should name no store.
   */
  startAfter?: Date;
  /**
   * Makes the job the tenant's only active one of this key (a sync): while another runs, nothing
   * is written and JobRunningError names the running job.
   */
  lockKey?: string;
  /**
   * Writes the job and its items but queues nothing: the job waits as AWAITING_APPROVAL until
   * releaseHeldJob queues it (a store edit held for an ADMIN's approval, lib/approvals).
   */
  hold?: boolean;
};

/**
 * Creates a job and queues its items in one transaction: either the whole job exists and will
 * run, or nothing was written.
 */
export async function enqueueJob(db: Db, boss: PgBoss, job: NewJob): Promise<string> {
  return (await enqueueJobItems(db, boss, job)).jobId;
}

/**
 * enqueueJob, also answering the items' ids (in the order given), for callers that link their own
 * rows to an item. Given a transaction, it writes inside it (as a savepoint).
 */
export async function enqueueJobItems(
  db: Db,
  boss: PgBoss,
  job: NewJob,
): Promise<{ jobId: string; itemIds: string[] }> {
  if (job.lockKey) await releaseStale(db, { tenantId: job.tenantId, lockKey: job.lockKey });
  const lane = laneOf({ kind: job.kind, itemCount: job.items.length, startAfter: job.startAfter });
  const perMinute = await projectPerMinute(db, job.tenantId);
  return db.transaction(async (tx) => {
    const created = await insertJob(tx as unknown as Db, job, lane);
    if (job.items.length === 0) return { jobId: created.id, itemIds: [] };
    const items = await tx
      .insert(jobItems)
      .values(job.items.map((item) => ({ ...item, jobId: created.id, tenantId: job.tenantId })))
      .returning({ id: jobItems.id });
    const itemIds = items.map((item) => item.id);
    // A job that writes to the maps service is audited with it, or neither is written.
    await auditMapsEdit(tx as unknown as Db, job, created.id);
    if (job.hold) return { jobId: created.id, itemIds };
    await boss.insert(
      itemInserts(itemIds, { lane, startAfter: job.startAfter, paced: true, perMinute }),
      {
        db: { executeSql: transactionSql(tx) },
      },
    );
    return { jobId: created.id, itemIds };
  });
}

/** The calls a minute of the tenant's maps project, which its paced items keep to. */
async function projectPerMinute(db: Db, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ project: tenants.mapsProject })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return tenantMapsProject(row?.project).project.requestsPerMinute;
}

/** The job's row; with a lock key, JobRunningError while the tenant's job of that key runs. */
async function insertJob(tx: Db, job: NewJob, lane: Lane, attempt = 0): Promise<{ id: string }> {
  const [created] = await tx
    .insert(jobs)
    .values({
      tenantId: job.tenantId,
      kind: job.kind,
      lockKey: job.lockKey ?? null,
      lane,
      createdBy: job.userId ?? null,
      status: !job.items.length ? "DONE" : job.hold ? "AWAITING_APPROVAL" : "RUNNING",
      total: job.items.length,
      finishedAt: job.items.length ? null : new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  if (created) return created;
  // Only a lock key conflicts (the partial unique index on a tenant's active job of a key).
  const active = await activeJobId(tx, { tenantId: job.tenantId, lockKey: job.lockKey! });
  // The holder ended between the insert and the read: the slot is free again.
  if (!active && attempt < 3) return insertJob(tx, job, lane, attempt + 1);
  throw new JobRunningError(active ?? "");
}

/**
 * Queues a held job's items (an approved store edit): the job runs from now as if just enqueued.
 * Only a job still AWAITING_APPROVAL is released, by a conditional update in one transaction with
 * the queue's rows, so releasing twice queues nothing the second time (false). Tenant-scoped.
 */
export async function releaseHeldJob(
  db: Db,
  boss: PgBoss,
  { tenantId, jobId }: { tenantId: string; jobId: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .update(jobs)
      .set({ status: "RUNNING", heartbeatAt: new Date() })
      .where(
        and(eq(jobs.id, jobId), eq(jobs.tenantId, tenantId), eq(jobs.status, "AWAITING_APPROVAL")),
      )
      .returning({ lane: jobs.lane });
    if (!job) return false;
    const items = await tx
      .select({ id: jobItems.id })
      .from(jobItems)
      .where(
        and(
          eq(jobItems.jobId, jobId),
          eq(jobItems.tenantId, tenantId),
          eq(jobItems.status, "PENDING"),
        ),
      )
      .orderBy(jobItems.id);
    if (items.length === 0) return true;
    const perMinute = await projectPerMinute(tx as unknown as Db, tenantId);
    await boss.insert(
      itemInserts(
        items.map((item) => item.id),
        { lane: job.lane, paced: true, perMinute },
      ),
      { db: { executeSql: transactionSql(tx) } },
    );
    return true;
  });
}

/**
 * Ends a held job without running it (a rejected store edit): its items fail with `error` and the
 * reason as their detail, and the job is REJECTED, which retryFailedItems never sends again. Only a
 * job still AWAITING_APPROVAL is ended (false otherwise). Tenant-scoped.
 */
export async function rejectHeldJob(
  db: Db,
  {
    tenantId,
    jobId,
    error,
    detail,
  }: { tenantId: string; jobId: string; error: string; detail: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [job] = await tx
      .update(jobs)
      .set({ status: "REJECTED", failed: sql`${jobs.total}`, error, finishedAt: now })
      .where(
        and(eq(jobs.id, jobId), eq(jobs.tenantId, tenantId), eq(jobs.status, "AWAITING_APPROVAL")),
      )
      .returning({ id: jobs.id });
    if (!job) return false;
    await tx
      .update(jobItems)
      .set({ status: "FAILED", error, errorDetail: detail, updatedAt: now })
      .where(and(eq(jobItems.jobId, jobId), eq(jobItems.tenantId, tenantId)));
    return true;
  });
}

/**
 * Sends a job's failed items again (the user's one-click retry). Tenant-scoped: another tenant's
 * job id retries nothing. Returns how many items were queued.
 */
export async function retryFailedItems(
  db: Db,
  boss: PgBoss,
  { tenantId, jobId }: { tenantId: string; jobId: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const items = await tx
      .update(jobItems)
      .set({ status: "PENDING", error: null, errorDetail: null, updatedAt: new Date() })
      .where(
        and(
          eq(jobItems.jobId, jobId),
          eq(jobItems.tenantId, tenantId),
          inArray(jobItems.status, ["FAILED"]),
          // A rejected edit is never sent.
          sql`not exists (select 1 from ${jobs} where ${jobs.id} = ${jobId} and ${jobs.status} = 'REJECTED')`,
        ),
      )
      .returning({ id: jobItems.id });
    if (items.length === 0) return 0;
    const [job] = await tx
      .update(jobs)
      .set({
        failed: sql`${jobs.failed} - ${items.length}`,
        status: "RUNNING",
        finishedAt: null,
      })
      .where(and(eq(jobs.id, jobId), eq(jobs.tenantId, tenantId)))
      .returning({ lane: jobs.lane });
    const lane = job?.lane ?? "bulk";
    const perMinute = await projectPerMinute(tx as unknown as Db, tenantId);
    const inserts = itemInserts(
      items.map((item) => item.id),
      { lane, paced: true, perMinute },
    );
    await boss.insert(inserts, { db: { executeSql: transactionSql(tx) } });
    return items.length;
  });
}
