import "server-only";
import { and, eq, inArray, lt, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type PgBoss from "pg-boss";
import { countAcceptedItem } from "@/lib/costs/usage";
import type { Db } from "@/lib/db/client";
import { jobItems, jobs, tenants, type JobItem } from "@/lib/db/schema";
import {
  handlersOf,
  jobEndListeners,
  QuotaWaitError,
  RetryableError,
  type ItemOutcome,
} from "./outcomes";
import { MAPS_WRITE_KINDS } from "./maps-edits-audit";
import { itemInserts, itemLeaseSeconds } from "./queue";
import { runInQuotaScope } from "./quota-scope";
import { transactionSql } from "./tx-sql";

// The worker's side of the engine: one delivery of an item is taken, worked by its kind's handler
// and settled on its job (lib/jobs/engine.ts writes the jobs and their items).

/**
 * Takes an item for this worker: a pending one, or one whose worker's lease ran out (it died
 * mid-call). Two deliveries of one item cannot both take it, so no edit is done twice at once.
 */
async function claimItem(db: Db, itemId: string) {
  const [item] = await db
    .update(jobItems)
    .set({ status: "RUNNING", claimedAt: new Date(), attempts: sql`${jobItems.attempts} + 1` })
    .where(
      and(
        eq(jobItems.id, itemId),
        or(
          eq(jobItems.status, "PENDING"),
          and(
            eq(jobItems.status, "RUNNING"),
            lt(jobItems.claimedAt, new Date(Date.now() - itemLeaseSeconds() * 1000)),
          ),
        ),
      ),
    )
    .returning();
  return item;
}

/**
 * A delivery that found its item still leased: the queue expired a dead worker's delivery a little
 * before the lease written on the item ran out (the claim follows the queue's fetch). Dropping it
 * would leave the item RUNNING with nothing queued to finish it, and its job open for good, so a
 * delivery comes back when the lease has run out.
 */
async function requeueLeased(db: Db, boss: PgBoss, { itemId, seq }: Delivery): Promise<void> {
  const [item] = await db
    .select({ status: jobItems.status, claimedAt: jobItems.claimedAt, lane: jobs.lane })
    .from(jobItems)
    .innerJoin(jobs, eq(jobs.id, jobItems.jobId))
    .where(eq(jobItems.id, itemId));
  if (item?.status !== "RUNNING" || !item.claimedAt) return;
  const leaseEnds = item.claimedAt.getTime() + itemLeaseSeconds() * 1000 + 100;
  const startAfter = new Date(Math.max(leaseEnds, Date.now() + 1_000));
  await boss.insert(itemInserts([itemId], { lane: item.lane, startAfter, firstSeq: seq }));
}

/** Ends an item and counts it on its job; the job ends with its last item. */
async function settleItem(db: Db, itemId: string, jobId: string, outcome: ItemOutcome) {
  return db.transaction(async (tx) => {
    const [settled] = await tx
      .update(jobItems)
      .set({
        ...(outcome.ok
          ? {
              status: "DONE" as const,
              result: outcome.result ?? null,
              error: null,
              errorDetail: null,
            }
          : {
              status: "FAILED" as const,
              error: outcome.error,
              errorDetail: outcome.detail ?? null,
            }),
        updatedAt: new Date(),
        claimedAt: null,
        waitReason: null,
        waitUntil: null,
      })
      .where(and(eq(jobItems.id, itemId), eq(jobItems.status, "RUNNING")))
      .returning({ id: jobItems.id });
    // Settled already by another delivery: counting it again would double it.
    if (!settled) return false;
    const done = outcome.ok ? sql`${jobs.done} + 1` : jobs.done;
    const failed = outcome.ok ? jobs.failed : sql`${jobs.failed} + 1`;
    const [job] = await tx
      .update(jobs)
      .set({ done, failed, heartbeatAt: new Date() })
      .where(eq(jobs.id, jobId))
      .returning({
        total: jobs.total,
        done: jobs.done,
        failed: jobs.failed,
        kind: jobs.kind,
        tenantId: jobs.tenantId,
      });
    // An edit or a post the maps service accepted counts on the cost table.
    if (job && outcome.ok)
      await countAcceptedItem(tx as unknown as Db, { tenantId: job.tenantId, kind: job.kind });
    if (job && job.done + job.failed >= job.total) {
      await tx
        .update(jobs)
        .set({ status: "DONE", finishedAt: new Date() })
        .where(eq(jobs.id, jobId));
      return "finished" as const;
    }
    return true;
  });
}

/**
 * Puts a taken item back to wait (a retry or the quota), recording why; only while this delivery
 * still holds it. A delivery that outlived its lease may find the item taken over, or ended, by
 * another: putting that back would run it again and count it twice. Answers whether it did.
 */
async function releaseItem(
  db: Pick<Db, "update">,
  item: Pick<JobItem, "id" | "claimedAt">,
  error?: RetryableError,
): Promise<boolean> {
  const released = await db
    .update(jobItems)
    .set({
      status: "PENDING",
      claimedAt: null,
      updatedAt: new Date(),
      ...(error ? { error: error.code, errorDetail: error.detail ?? null } : {}),
    })
    .where(
      and(
        eq(jobItems.id, item.id),
        eq(jobItems.status, "RUNNING"),
        item.claimedAt ? eq(jobItems.claimedAt, item.claimedAt) : sql`true`,
      ),
    )
    .returning({ id: jobItems.id });
  return released.length > 0;
}

/**
 * Whether an edit of an earlier job for the same store has not ended yet: a store's edits apply in
 * the order they were made, so the last one made is the one that stays. Reads (a ranking's
 * searches, a sync) neither wait nor are waited for.
 */
async function hasEarlierEdit(db: Db, item: JobItem): Promise<boolean> {
  if (!item.locationId) return false;
  const earlier = alias(jobs, "earlier");
  const [row] = await db
    .select({ id: jobItems.id })
    .from(jobItems)
    .innerJoin(earlier, eq(earlier.id, jobItems.jobId))
    .innerJoin(jobs, eq(jobs.id, item.jobId))
    .where(
      and(
        eq(jobItems.tenantId, item.tenantId),
        eq(jobItems.locationId, item.locationId),
        inArray(jobItems.status, ["PENDING", "RUNNING"]),
        ne(jobItems.id, item.id),
        lt(earlier.createdAt, jobs.createdAt),
        inArray(earlier.kind, [...MAPS_WRITE_KINDS]),
        // A held edit (awaiting approval) or a rejected one does not stand in the way.
        inArray(earlier.status, ["QUEUED", "RUNNING"]),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** One delivery of an item; `seq` is its place in its job. */
export type Delivery = { itemId: string; queueJobId: string; lastTry: boolean; seq?: number };

/**
 * Works one delivery of an item. Outcomes end the item; a retryable refusal rethrows (the queue
 * retries it) unless this was the last try; a spent quota requeues the item for when it renews.
 */
export async function processItem(db: Db, boss: PgBoss, delivery: Delivery): Promise<void> {
  const item = await claimItem(db, delivery.itemId);
  if (!item) return requeueLeased(db, boss, delivery);
  // The tenant's maps project comes with the job, so its maps calls need no query of their own.
  const [job] = await db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      tenantId: jobs.tenantId,
      lane: jobs.lane,
      ended: sql<number>`${jobs.done} + ${jobs.failed}`,
      mapsProject: tenants.mapsProject,
    })
    .from(jobs)
    .leftJoin(tenants, eq(tenants.id, jobs.tenantId))
    .where(eq(jobs.id, item.jobId));
  const handlers = job && handlersOf(job.kind);
  if (!job || !handlers) {
    await settleItem(db, item.id, item.jobId, { ok: false, error: "UNKNOWN_KIND" });
    return;
  }
  const context = {
    db,
    queue: boss,
    tenantId: job.tenantId,
    jobId: job.id,
    kind: job.kind,
    lastTry: delivery.lastTry,
    // Waits for the quota give their attempt back, so a second attempt followed one that ran.
    resumed: item.attempts > 1,
  };
  let outcome: ItemOutcome;
  try {
    if (MAPS_WRITE_KINDS.has(job.kind) && (await hasEarlierEdit(db, item)))
      throw new QuotaWaitError(new Date(Date.now() + 1_000));
    // Every maps call the handler makes is counted for the job's tenant and lane, on its project.
    // Items end in about the order of their places: those between the last ended and this one
    // are ahead of it.
    const backlog = Math.max(0, (delivery.seq ?? 0) - Number(job.ended));
    const scope = { tenantId: job.tenantId, lane: job.lane, project: job.mapsProject, backlog };
    outcome = await runInQuotaScope(scope, () => handlers.item(item, context));
  } catch (caught) {
    const error = databaseConflict(caught) ?? caught;
    if (error instanceof QuotaWaitError) {
      await db.transaction(async (tx) => {
        if (!(await releaseItem(tx, item))) return;
        // No call was made: the wait is not an attempt. Why it waits is kept for the job page.
        await tx
          .update(jobItems)
          .set({
            attempts: sql`${jobItems.attempts} - 1`,
            waitReason: error.reason ?? null,
            waitUntil: error.retryAt,
          })
          .where(eq(jobItems.id, item.id));
        const requeue = { lane: job.lane, startAfter: error.retryAt, firstSeq: delivery.seq };
        await boss.insert(itemInserts([item.id], requeue), {
          db: { executeSql: transactionSql(tx) },
        });
      });
      return;
    }
    if (error instanceof RetryableError && !delivery.lastTry) {
      // Another delivery holds the item now: it is that one's to finish.
      if (!(await releaseItem(db, item, error))) return;
      throw error;
    }
    outcome =
      error instanceof RetryableError
        ? { ok: false, error: error.code, detail: error.detail }
        : { ok: false, error: "INTERNAL" };
    if (!(error instanceof RetryableError)) console.error("job item failed:", errorName(error));
  }
  const settled = await settleItem(db, item.id, item.jobId, outcome);
  if (settled === "finished" && handlers.finished) {
    await handlers.finished({ db, queue: boss, tenantId: job.tenantId, jobId: job.id });
  }
  if (settled === "finished") {
    // A listener's failure is its own: the job has ended either way.
    for (const listener of jobEndListeners())
      await listener({ db, tenantId: job.tenantId, jobId: job.id, kind: job.kind }).catch((error) =>
        console.error("job end listener failed:", errorName(error)),
      );
  }
}

/**
 * PostgreSQL ends one of two workers' transactions that wait on each other (a deadlock) or that
 * conflict (a serialization failure) so the other can go on: the loser's item is worth another
 * try, not a failure. The driver's error may sit under the query builder's wrapper.
 */
function databaseConflict(error: unknown): RetryableError | null {
  for (let e = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === "40P01") return new RetryableError("DATABASE_DEADLOCK");
    if (code === "40001") return new RetryableError("DATABASE_CONFLICT");
  }
  return null;
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}
