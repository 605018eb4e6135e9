import "server-only";
import { registerJobKind } from "@/lib/jobs/outcomes";
import { registerScheduledJob } from "@/lib/jobs/schedules";
import { checkGoogleUpdates, runScheduledGoogleChecks } from "./check";
import { GOOGLE_UPDATES_CHECK, GOOGLE_UPDATES_CRON, GOOGLE_UPDATES_SCHEDULE } from "./kind";

registerJobKind(GOOGLE_UPDATES_CHECK, { item: checkGoogleUpdates });
registerScheduledJob({
  name: GOOGLE_UPDATES_SCHEDULE,
  cron: GOOGLE_UPDATES_CRON,
  run: async (context) => void (await runScheduledGoogleChecks(context)),
});
