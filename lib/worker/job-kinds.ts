// Every module whose work runs as job items registers its kinds here, so whichever process works
// the queue (the server or `npm run worker`) knows them all. The registries are per import graph:
// the server's instrumentation, the cron route and the admin resolvers each import this file.
import "@/lib/stores/job-kinds";
import "@/lib/reviews/job-kinds";
import "@/lib/reviews/sync-kinds";
import "@/lib/media/job-kinds";
import "@/lib/posts/job-kinds";
import "@/lib/syncs/job-kinds";
import "@/lib/pubsub/job-kinds";
import "@/lib/marketing/job-kinds";
import "@/lib/rankings/job-kinds";
import "@/lib/serps/job-kinds";
import "@/lib/ads/job-kinds";
import "@/lib/push/job-kinds";
import "@/lib/questions/job-kinds";
import "@/lib/review-topics/job-kinds";
import "@/lib/listing-health/job-kinds";
import "@/lib/google-updates/job-kinds";
import "@/lib/alerts/job-kinds";
import "@/lib/reports/schedules";
import { registerScheduledJob } from "@/lib/jobs/schedules";
import { storeCountJob } from "@/lib/costs/schedule";
import { rankingRunsJob } from "@/lib/rankings/schedule";

registerScheduledJob(storeCountJob);
registerScheduledJob(rankingRunsJob);
