import "server-only";
import type PgBoss from "pg-boss";
import type { Db, ExecuteSql } from "@/lib/db/client";
import { processItem } from "./process-item";
import { ITEM_QUEUE, startQueue, type ItemData, type QueueOptions } from "./queue";

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
    await queue.fail(ITEM_QUEUE, job.id, { code });
    return false;
  }
}

export type JobWorker = {
  /** Stops fetching and waits up to `timeoutMs` for the items in hand (the lease covers the rest). */
  stop: (timeoutMs?: number) => Promise<void>;
};

/**
 * Starts pulling job items in this process; several processes may run it against PostgreSQL. Up to
 * batchSize × concurrency items are in hand at once, and a free place is filled as soon as it frees:
 * a review sync's item may run 20 s, and a batch worked all together would keep its poller from
 * fetching anything else, a user's single edit included, until the slowest of the batch ended.
 */
export async function startJobWorker(
  db: Db,
  queue: PgBoss,
  options: WorkerOptions = {},
): Promise<JobWorker> {
  const slots = (options.batchSize ?? 25) * (options.concurrency ?? 2);
  const idleMs = (options.pollingIntervalSeconds ?? 0.5) * 1000;
  const inHand = new Set<Promise<void>>();
  let stopped = false;
  let wake = () => {};
  const nap = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, idleMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  queue.once("stopped", () => {
    stopped = true;
    wake();
  });
  const take = (job: PgBoss.JobWithMetadata<ItemData>) => {
    const run = workItem(db, queue, job)
      .then((ok) => (ok ? queue.complete(ITEM_QUEUE, job.id) : undefined))
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
  const loop = async () => {
    while (!stopped) {
      const free = slots - inHand.size;
      let fetched = 0;
      if (free > 0) {
        try {
          const batch = await queue.fetch<ItemData>(ITEM_QUEUE, {
            batchSize: free,
            includeMetadata: true,
          });
          fetched = batch.length;
          if (!stopped) batch.forEach(take);
        } catch (error) {
          if (!stopped) console.error("job queue fetch failed:", (error as Error).message);
        }
      }
      // More may be waiting when the fetch filled every free place; else wait for a place or a tick.
      if (fetched === 0 || fetched < free) await nap();
    }
  };
  void loop();
  return {
    stop: async (timeoutMs = 30_000) => {
      stopped = true;
      wake();
      const deadline = new Promise((resolve) => setTimeout(resolve, timeoutMs).unref());
      await Promise.race([Promise.all(inHand), deadline]);
    },
  };
}

export { startQueue, type ExecuteSql, type ItemData };
