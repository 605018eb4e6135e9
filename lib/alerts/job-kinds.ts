import "server-only";
import { onJobFinished, registerJobKind } from "@/lib/jobs/outcomes";
import { registerScheduledJob } from "@/lib/jobs/schedules";
import { deliverAlertItem } from "./deliver";
import { alertFailedJob } from "./events";
import {
  ALERT_DELIVERY_KIND,
  ALERT_DIGEST_CRON,
  ALERT_DIGEST_SCHEDULE,
  RATING_DROP_CRON,
  RATING_DROP_SCHEDULE,
} from "./kind";
import { runDigests, runRatingDropChecks } from "./rating-drop";
import { DIGEST_HOUR } from "./rules";

registerJobKind(ALERT_DELIVERY_KIND, {
  item: (item, ctx) => deliverAlertItem(item, ctx, { digestHour: DIGEST_HOUR }),
});
onJobFinished(alertFailedJob);
registerScheduledJob({
  name: ALERT_DIGEST_SCHEDULE,
  cron: ALERT_DIGEST_CRON,
  run: async (context) => void (await runDigests(context)),
});
registerScheduledJob({
  name: RATING_DROP_SCHEDULE,
  cron: RATING_DROP_CRON,
  run: async (context) => void (await runRatingDropChecks(context)),
});
