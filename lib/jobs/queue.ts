import "server-only";
import PgBoss from "pg-boss";
import type { ExecuteSql } from "@/lib/db/client";
import { MAPS_QUOTAS, quotaWindows } from "@/lib/maps/quotas";
import type { Lane } from "./lanes";
import { laneCeiling, QUOTA_POLICY } from "./quota-policy";

// The queue under the job engine: pg-boss in its own schema of the app's database. A queue per
// lane carries the job items; the item's job says what kind of work it is.

/** The bulk lane's items: a user's bulk edit, import or planned post. */
export const ITEM_QUEUE = "job-items";
/**
 * A user's single edit, reply or post sent now has a queue of its own, and each worker keeps
 * places for it: with thousands of a bulk edit's items ready and every place holding a review
 * sync's item (up to 20 s each), it would otherwise wait behind them before it even asks for its
 * quota.
 */
export const INTERACTIVE_QUEUE = "job-items-now";
/**
 * Syncs, metrics and imports of history: their own queue and places too. They call other APIs than
 * a bulk edit, but in one queue a review sync's items waited behind thousands of a bulk edit's,
 * each fetched, refused its quota and put back, and whole minutes of the reviews API went unused.
 */
export const BACKGROUND_QUEUE = "job-items-background";
/** In the order a drain works them. */
export const ITEM_QUEUES = [INTERACTIVE_QUEUE, ITEM_QUEUE, BACKGROUND_QUEUE] as const;

/** The queue of a lane's items. */
export function laneQueue(lane: Lane): (typeof ITEM_QUEUES)[number] {
  if (lane === "interactive") return INTERACTIVE_QUEUE;
  return lane === "background" ? BACKGROUND_QUEUE : ITEM_QUEUE;
}
const QUEUE_SCHEMA = "pgboss";

/** 429s and 5xx retry with exponential backoff and jitter (pg-boss's), about 2 minutes in all. */
export const ITEM_RETRY = { retryLimit: 7, retryDelay: 1, retryBackoff: true } as const;
/** An item whose worker died is handed to another after this long (tests shorten it by env). */
export function itemLeaseSeconds(env: Record<string, string | undefined> = process.env): number {
  return Number(env.JOBS_LEASE_SECONDS) || 60;
}

/**
 * The queue expires a dead worker's deliveries only when its maintenance runs, so a dead worker's
 * items wait the lease plus up to one interval: a quarter of the lease (15 s by default, 30 at
 * most) keeps that wait close to the lease.
 */
export function maintenanceSeconds(env: Record<string, string | undefined> = process.env): number {
  return Math.min(30, Math.max(1, Math.round(itemLeaseSeconds(env) / 4)));
}

export type QueueOptions = {
  /** How often an idle worker looks for items; pg-boss's floor is 0.5 s. */
  pollingIntervalSeconds?: number;
  /** How often expired items are failed over to a retry (tests shorten it). */
  maintenanceIntervalSeconds?: number;
  /**
   * False for a process that only enqueues: no maintenance timer and no cron clock of its own
   * (the workers run those), so nothing runs in it between requests.
   */
  background?: boolean;
};

export async function startQueue(
  executeSql: ExecuteSql,
  options: QueueOptions = {},
): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => executeSql(text, values) },
    schema: QUEUE_SCHEMA,
    // Syncs and scheduled work arrive with later modules; keep the clock and cron running for them.
    schedule: options.background ?? true,
    supervise: options.background ?? true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? maintenanceSeconds(),
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5,
  });
  boss.on("error", (error: Error) => console.error("job queue error:", error.message));
  await boss.start();
  for (const name of ITEM_QUEUES)
    await boss.createQueue(name, { name, ...ITEM_RETRY, expireInSeconds: itemLeaseSeconds() });
  return boss;
}

/** What a queue delivery carries: the item, and its place in its job (0 for the first). */
export type ItemData = { itemId: string; seq?: number };

/**
 * The queue rows for items of a lane to run now (or from `startAfter`), in the caller's
 * transaction. Their places in the job count from `firstSeq`: an item put back keeps its own.
 * Paced, the first minute's worth of a lane is ready at once and the rest one after another, at
 * the most the lane may take of an API's minute: a 5,000-store edit queued at once would have the
 * workers refuse 4,700 items before another tenant's first is fetched, while a 20-store edit has
 * no reason to wait.
 */
export function itemInserts(
  itemIds: string[],
  options: {
    lane: Lane;
    startAfter?: Date | null;
    firstSeq?: number;
    paced?: boolean;
    /** The calls a minute of the tenant's maps project's APIs. */
    perMinute?: number;
  },
): PgBoss.JobInsert<ItemData>[] {
  const { lane, firstSeq = 0, paced = false, perMinute = MAPS_QUOTAS.requestsPerMinute } = options;
  const from = Math.max(options.startAfter?.getTime() ?? 0, Date.now());
  const perWindow = Math.max(1, laneCeiling(lane, perMinute, QUOTA_POLICY));
  const { minuteMs } = quotaWindows();
  return itemIds.map((itemId, index) => {
    const seq = firstSeq + index;
    const wait = paced && seq >= perWindow ? Math.floor((seq / perWindow) * minuteMs) : 0;
    const startAfter = wait > 0 ? new Date(from + wait) : options.startAfter;
    return {
      name: laneQueue(lane),
      data: { itemId, seq },
      ...ITEM_RETRY,
      expireInSeconds: itemLeaseSeconds(),
      ...(startAfter ? { startAfter: startAfter.toISOString() } : {}),
    };
  });
}
