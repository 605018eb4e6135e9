import "server-only";
import { and, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import { jobs, type Job } from "@/lib/db/schema";
import { enqueueJobItems } from "@/lib/jobs/engine";
import type { JobFinishedHandler } from "@/lib/jobs/outcomes";
import { REVIEW_SYNC_COUNTS } from "./sync-progress";
import { planReviewSync } from "./sync-plan";
import { hasLinkedMapsAccount, listSyncStores, sumItemCounts } from "./sync-queries";

// The review sync (ARCHITECTURE §10): a tenant's sync is one REVIEW_SYNC job, the tenant's only
// active one, whose items read batches of up to 50 verified stores from the maps service
// (sync-item.ts). The syncReviews mutation starts it on demand and the queue's cron every half
// hour (lib/syncs/review-schedule.ts); both answer at once with the job, whose result holds the
// final counts.
//
// What a sync reads, per store (sync-plan.ts):
// - reviews changed since the store's previous read, newest first, stopping at older ones;
// - the whole store, never synced before: the tenant's first sync (and a store's first) imports
//   silently, so history does not arrive as thousands of REVIEW_NEW;
// - the whole store again once a day, spread over the day's syncs, and every stored review the
//   full read did not meet, one by one: the service answers 404 for a deleted review, which is
//   then marked removed_at (kept in history). A GET per missing review, rather than trusting the
//   pages, because offset pages shift when a review is deleted mid-read;
// - each stored review whose reply awaits moderation, one by one: moderation does not move the
//   review's updateTime, so without it an approved or rejected reply would never reach the inbox.
// New reviews raise REVIEW_NEW, reviews whose updateTime moved on REVIEW_UPDATE, and new ones get
// their automatic replies planned (auto-reply.ts).

/** The final counts a REVIEW_SYNC job's result holds. */
export type ReviewSyncCounts = Record<(typeof REVIEW_SYNC_COUNTS)[number], number>;

/** The tenant has no user whose maps authorization the sync could act with. */
export class ReviewSyncUnavailableError extends Error {
  constructor() {
    super("No user of the tenant has linked a maps-service account");
    this.name = "ReviewSyncUnavailableError";
  }
}

const NO_COUNTS = Object.fromEntries(REVIEW_SYNC_COUNTS.map((key) => [key, 0])) as ReviewSyncCounts;

/**
 * Starts the tenant's review sync and answers its job id at once. JobRunningError (with the
 * running job's id) while the tenant's previous sync runs; ReviewSyncUnavailableError when no
 * user of the tenant linked a maps account. A tenant without verified stores gets a job that is
 * already done.
 */
export async function startReviewSync(
  db: Db,
  queue: PgBoss,
  {
    tenantId,
    userId,
    now = new Date(),
    readFrom = null,
  }: {
    tenantId: string;
    userId?: string | null;
    now?: Date;
    /** How far back a full read goes (the tenant's chosen sync period); null: all history. */
    readFrom?: Date | null;
  },
): Promise<string> {
  const items = planReviewSync(await listSyncStores(db, { tenantId }), now, { readFrom });
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // The lock is taken first, so a caller hears about the running sync before anything else.
    const { jobId } = await enqueueJobItems(tx, queue, {
      tenantId,
      kind: "REVIEW_SYNC",
      lockKey: "REVIEW_SYNC",
      userId,
      items: items.map((payload) => ({ locationId: null, payload })),
    });
    if (!(await hasLinkedMapsAccount(tx, { tenantId }))) throw new ReviewSyncUnavailableError();
    if (items.length === 0) await saveResult(tx, { tenantId, jobId }, NO_COUNTS);
    return jobId;
  });
}

async function saveResult(
  db: Db,
  { tenantId, jobId }: { tenantId: string; jobId: string },
  counts: ReviewSyncCounts,
): Promise<void> {
  await db
    .update(jobs)
    .set({ result: counts })
    .where(and(eq(jobs.id, jobId), eq(jobs.tenantId, tenantId)));
}

/** When the sync's last item ends: its counts, summed over the items, become the job's result. */
export const finishReviewSync: JobFinishedHandler = async ({ db, tenantId, jobId }) => {
  const counts = await sumItemCounts(db, { tenantId, jobId }, REVIEW_SYNC_COUNTS);
  await saveResult(db, { tenantId, jobId }, counts as ReviewSyncCounts);
};

/** A REVIEW_SYNC job's final counts; null while it runs (or for another kind of job). */
export function reviewSyncCounts(
  job: Pick<Job, "kind" | "status" | "result">,
): ReviewSyncCounts | null {
  if (job.kind !== "REVIEW_SYNC" || job.status !== "DONE" || !job.result) return null;
  return { ...NO_COUNTS, ...(job.result as Partial<ReviewSyncCounts>) };
}
