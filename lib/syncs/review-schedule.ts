import "server-only";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import { JobRunningError } from "@/lib/jobs/service";
import { startReviewSync, ReviewSyncUnavailableError } from "@/lib/reviews/sync";
import { linkedTenantIds } from "@/lib/reviews/queries/sync";
import { periodStart } from "./periods";
import { scheduledSyncs } from "./settings";

/** The scheduled review sync's stable name (pg-boss queue and schedule; the admin's switch). */
export const REVIEW_SYNC_SCHEDULE = "review-sync";
/** Every 30 minutes, on the hour and the half hour (UTC). */
export const REVIEW_SYNC_CRON = "*/30 * * * *";

/**
 * One scheduled run: a sync for every active tenant with a linked maps account whose scheduled
 * sync includes reviews, over its sync period. A tenant whose sync still runs (started by hand,
 * or the last run's) is left to it; one tenant's failure does not keep the others from their
 * sync. Answers how many syncs started.
 */
export async function runScheduledReviewSync({
  db,
  queue,
}: {
  db: Db;
  queue: PgBoss;
}): Promise<number> {
  let started = 0;
  // Tenants whose admin took reviews out of the scheduled sync are left out (Sync now still
  // works); the others' full reads go back as far as their sync period (lib/syncs).
  const now = new Date();
  for (const { tenantId, period } of await scheduledSyncs(
    db,
    "REVIEWS",
    await linkedTenantIds(db),
  )) {
    try {
      await startReviewSync(db, queue, { tenantId, now, readFrom: periodStart(period, now) });
      started++;
    } catch (error) {
      if (error instanceof JobRunningError || error instanceof ReviewSyncUnavailableError) continue;
      console.error("scheduled review sync failed for a tenant:", (error as Error).name);
    }
  }
  return started;
}
