import "server-only";
import { and, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import { jobs, type Job } from "@/lib/db/schema";
import { enqueueJobItems } from "@/lib/jobs/engine";
import type { JobFinishedHandler } from "@/lib/jobs/outcomes";
import { REVIEW_SYNC_COUNTS } from "./sync-progress";
import { planReviewSync } from "./sync-plan";
import { hasLinkedMapsAccount, listSyncStores, sumItemCounts } from "./queries/sync";

// One REVIEW_SYNC job per tenant (ARCHITECTURE §10), items planned in sync-plan.ts. Pitfalls:
// - a first sync imports silently, so history does not arrive as thousands of REVIEW_NEW;
// - deleted reviews are found by a GET per review a daily full read missed, because offset pages
//   shift when a review is deleted mid-read;
// - replies awaiting moderation are read one by one: moderation does not move updateTime.

export type ReviewSyncCounts = Record<(typeof REVIEW_SYNC_COUNTS)[number], number>;

export class ReviewSyncUnavailableError extends Error {
  constructor() {
    super("No user of the tenant has linked a maps-service account");
    this.name = "ReviewSyncUnavailableError";
  }
}

const NO_COUNTS = Object.fromEntries(REVIEW_SYNC_COUNTS.map((key) => [key, 0])) as ReviewSyncCounts;

/** JobRunningError while the previous sync runs; ReviewSyncUnavailableError when no user linked a
 * maps account. Without verified stores the job is already done. */
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

export const finishReviewSync: JobFinishedHandler = async ({ db, tenantId, jobId }) => {
  const counts = await sumItemCounts(db, { tenantId, jobId }, REVIEW_SYNC_COUNTS);
  await saveResult(db, { tenantId, jobId }, counts as ReviewSyncCounts);
};

export function reviewSyncCounts(
  job: Pick<Job, "kind" | "status" | "result">,
): ReviewSyncCounts | null {
  if (job.kind !== "REVIEW_SYNC" || job.status !== "DONE" || !job.result) return null;
  return { ...NO_COUNTS, ...(job.result as Partial<ReviewSyncCounts>) };
}
