import "server-only";
import { registerJobKind } from "@/lib/jobs/outcomes";
import { registerScheduledJob } from "@/lib/jobs/schedules";
import { finishReviewSync } from "./sync";
import { syncReviewBatch } from "./sync-item";
import { REVIEW_SYNC_CRON, REVIEW_SYNC_SCHEDULE, runScheduledReviewSync } from "./sync-schedule";

registerJobKind("REVIEW_SYNC", { item: syncReviewBatch, finished: finishReviewSync });
registerScheduledJob({
  name: REVIEW_SYNC_SCHEDULE,
  cron: REVIEW_SYNC_CRON,
  run: async (context) => void (await runScheduledReviewSync(context)),
});
