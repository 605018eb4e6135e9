import "server-only";
import type PgBoss from "pg-boss";
import type { Db, ExecuteSql } from "@/lib/db/client";
import { processItem } from "./process-item";
import {
  BACKGROUND_QUEUE,
  INTERACTIVE_QUEUE,
  ITEM_QUEUE,
  startQueue,
  type ItemData,
  type QueueOptions,
} from "./queue";

export type WorkerOptions = QueueOptions & {
  /** Items in hand at once, with concurrency: they run side by side (the quotas pace the calls). */
  batchSize?: number;
  concurrency?: number;
};

/**
 * Works one queue delivery of an item; false when it failed and was handed back to the queue for
 * a retry. The caller completes the delivery when true (pg-boss's work() does it by itself).
 */
export async function workItem(
  db: Db,
  queue: PgBoss,
  job: PgBoss.JobWithMetadata<ItemData>,
): Promise<boolean> {
  try {
    await processItem(db, queue, {
      itemId: job.data.itemId,
      seq: job.data.seq ?? 0,
      queueJobId: job.id,
      lastTry: job.retryCount >= job.retryLimit,
    });
    return true;
  } catch (error) {
    // Failing this delivery alone lets the queue retry it with backoff.
    const code = (error as { code?: string }).code ?? "ERROR";
    await queue.fail(job.name, job.id, { code });
    return false;
  }
}

export type JobWorker = {
  /** Stops fetching and waits up to `timeoutMs` for the items in hand (the lease covers the rest). */
  stop: (timeoutMs?: number) => Promise<void>;
};

/** Places kept for a user's single edits, whatever the other items hold, and how often they look. */
const INTERACTIVE_PLACES = 10;
const INTERACTIVE_IDLE_MS = 200;

/**
 * Starts pulling job items in this process; several processes may run it against PostgreSQL. Up to
 * batchSize × concurrency items are in hand at once (half of them the bulk lane's, half the
 * background's), plus places for interactive items, and a free place is filled as soon as it
 * frees: a review sync's item may run 20 s, and a batch worked all together would keep its poller
 * from fetching anything else until the slowest of it ended.
 */
export async function startJobWorker(
  db: Db,
  queue: PgBoss,
  options: WorkerOptions = {},
): Promise<JobWorker> {
  const idleMs = (options.pollingIntervalSeconds ?? 0.5) * 1000;
  const places = (options.batchSize ?? 25) * (options.concurrency ?? 2);
  const pools = [
    workPool(
      db,
      queue,
      INTERACTIVE_QUEUE,
      INTERACTIVE_PLACES,
      Math.min(idleMs, INTERACTIVE_IDLE_MS),
    ),
    // The bulk and background lanes share the rest, half each.
    workPool(db, queue, ITEM_QUEUE, Math.ceil(places / 2), idleMs),
    workPool(db, queue, BACKGROUND_QUEUE, Math.ceil(places / 2), idleMs),
  ];
  queue.once("stopped", () => pools.forEach((pool) => pool.halt()));
  return {
    stop: async (timeoutMs = 30_000) => {
      pools.forEach((pool) => pool.halt());
      const deadline = new Promise((resolve) => setTimeout(resolve, timeoutMs).unref());
      await Promise.race([Promise.all(pools.map((pool) => pool.idle())), deadline]);
    },
  };
}

/** Keeps up to `places` deliveries of one queue in hand, fetching when one frees or on a tick. */
function workPool(db: Db, queue: PgBoss, name: string, places: number, idleMs: number) {
  const inHand = new Set<Promise<void>>();
  let halted = false;
  let wake = () => {};
  const nap = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, idleMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const take = (job: PgBoss.JobWithMetadata<ItemData>) => {
    const run = workItem(db, queue, job)
      .then((ok) => (ok ? queue.complete(name, job.id) : undefined))
      .then(
        () => undefined,
        (error: Error) => console.error("job item delivery failed:", error.message),
      )
      .finally(() => {
        inHand.delete(run);
        wake();
      });
    inHand.add(run);
  };
  void (async () => {
    while (!halted) {
      const free = places - inHand.size;
      let fetched = 0;
      if (free > 0) {
        try {
          const batch = await queue.fetch<ItemData>(name, {
            batchSize: free,
            includeMetadata: true,
          });
          fetched = batch.length;
          if (!halted) batch.forEach(take);
        } catch (error) {
          if (!halted) console.error("job queue fetch failed:", (error as Error).message);
        }
      }
      // More may be waiting when the fetch filled every free place; else wait for a place or a tick.
      if (fetched === 0 || fetched < free) await nap();
    }
  })();
  return {
    halt: () => {
      halted = true;
      wake();
    },
    idle: () => Promise.all(inHand),
  };
}

export { startQueue, type ExecuteSql, type ItemData };
