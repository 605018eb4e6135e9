import "server-only";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import { runDueSerps } from "@/lib/serps/service";
import { runDueRankings } from "./service";

/**
 * Runs the rankings and the saved searches (lib/serps) whose next run is due (monthly, twice a
 * month, or new ones): the ranking section's one schedule.
 */
export const RANKING_RUNS_SCHEDULE = "ranking-runs";
/** Every quarter hour: a ranking is due on a day, not to the minute. */
export const RANKING_RUNS_CRON = "*/15 * * * *";

// Registered on the queue's cron by lib/worker/job-kinds.ts.
export const rankingRunsJob = {
  name: RANKING_RUNS_SCHEDULE,
  cron: RANKING_RUNS_CRON,
  run: async ({ db, queue }: { db: Db; queue: PgBoss }) => {
    await runDueRankings(db, queue);
    await runDueSerps(db, queue);
  },
};
