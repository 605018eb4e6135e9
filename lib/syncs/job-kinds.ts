import "server-only";
import { registerJobKind } from "@/lib/jobs/outcomes";
import { registerScheduledJob } from "@/lib/jobs/schedules";
import { syncMetricsItem, syncQuestionsItem, syncStoreItem } from "./jobs";
import { REVIEW_SYNC_CRON, REVIEW_SYNC_SCHEDULE, runScheduledReviewSync } from "./review-schedule";
import { runScheduledDataSync } from "./run";

export const DATA_SYNC_SCHEDULE = "data-sync";
/** Every day at 04:15 UTC, away from the half-hourly review sync's busiest minutes. */
export const DATA_SYNC_CRON = "15 4 * * *";

registerJobKind("QANDA_SYNC", { item: syncQuestionsItem });
registerJobKind("METRICS_SYNC", { item: syncMetricsItem });
registerJobKind("STORES_SYNC", { item: syncStoreItem });
// The review sync's schedule reads the admin's sync settings, so it is declared here with the
// other scheduled syncs rather than in lib/reviews.
registerScheduledJob({
  name: REVIEW_SYNC_SCHEDULE,
  cron: REVIEW_SYNC_CRON,
  run: async (context) => void (await runScheduledReviewSync(context)),
});
registerScheduledJob({
  name: DATA_SYNC_SCHEDULE,
  cron: DATA_SYNC_CRON,
  run: async (context) => void (await runScheduledDataSync(context)),
});
