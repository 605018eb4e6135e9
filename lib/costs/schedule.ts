import "server-only";
import type { Db } from "@/lib/db/client";
import { recordStoreCounts } from "./usage";

/** Kept daily so a past month's cost shows the most stores it had. */
export const STORE_COUNT_SCHEDULE = "store-count";
/** Every day at 23:50 UTC, the day's last look at the store counts. */
export const STORE_COUNT_CRON = "50 23 * * *";

// Registered on the queue's cron by lib/worker/job-kinds.ts: the job engine counts usage through
// lib/costs, so lib/costs does not import the engine back.
export const storeCountJob = {
  name: STORE_COUNT_SCHEDULE,
  cron: STORE_COUNT_CRON,
  run: async ({ db }: { db: Db }) => recordStoreCounts(db),
};
