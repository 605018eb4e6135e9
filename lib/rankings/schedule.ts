import "server-only";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import { runDueRankings } from "./service";

/** Runs the rankings whose next run is due (monthly, twice a month, or new ones). */
export const RANKING_RUNS_SCHEDULE = "ranking-runs";
/** Every quarter hour: a ranking is due on a day, not to the minute. */
export const RANKING_RUNS_CRON = "*/15 * * * *";

// Registered on the queue's cron by lib/worker/job-kinds.ts.
export const rankingRunsJob = {
  name: RANKING_RUNS_SCHEDULE,
  cron: RANKING_RUNS_CRON,
  run: async ({ db, queue }: { db: Db; queue: PgBoss }) => {
    await runDueRankings(db, queue);
  },
};
