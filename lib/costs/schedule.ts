import "server-only";
import { registerScheduledJob } from "@/lib/jobs/schedules";
import { recordStoreCounts } from "./usage";

/** Each tenant's store count, kept daily so a past month's cost shows the most stores it had. */
export const STORE_COUNT_SCHEDULE = "store-count";
/** Every day at 23:50 UTC, the day's last look at the store counts. */
export const STORE_COUNT_CRON = "50 23 * * *";

registerScheduledJob({
  name: STORE_COUNT_SCHEDULE,
  cron: STORE_COUNT_CRON,
  run: async ({ db }) => recordStoreCounts(db),
});
