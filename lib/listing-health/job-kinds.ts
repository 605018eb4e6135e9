import "server-only";
import { registerJobKind } from "@/lib/jobs/outcomes";
import { registerScheduledJob } from "@/lib/jobs/schedules";
import { checkStoreHealth, runScheduledHealthChecks } from "./check";
import { LISTING_HEALTH_CHECK, LISTING_HEALTH_CRON, LISTING_HEALTH_SCHEDULE } from "./kind";

registerJobKind(LISTING_HEALTH_CHECK, { item: checkStoreHealth });
registerScheduledJob({
  name: LISTING_HEALTH_SCHEDULE,
  cron: LISTING_HEALTH_CRON,
  run: async (context) => void (await runScheduledHealthChecks(context)),
});
