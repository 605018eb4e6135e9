import "server-only";
import type PgBoss from "pg-boss";
import type { Db, ExecuteSql } from "@/lib/db/client";
import { processItem } from "./process-item";
import { ITEM_QUEUE, startQueue, type ItemData, type QueueOptions } from "./queue";

export type WorkerOptions = QueueOptions & {
  /** Items one poll takes; they run side by side (the quotas pace the maps calls). */
  batchSize?: number;
  /** Pollers in this process. */
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

/** Starts pulling job items in this process; several processes may run it against PostgreSQL. */
export async function startJobWorker(
  db: Db,
  queue: PgBoss,
  options: WorkerOptions = {},
): Promise<void> {
  const work = async (batch: PgBoss.JobWithMetadata<ItemData>[]) => {
    await Promise.all(batch.map((job) => workItem(db, queue, job)));
  };
  for (let i = 0; i < (options.concurrency ?? 2); i++) {
    await queue.work<ItemData>(
      ITEM_QUEUE,
      {
        batchSize: options.batchSize ?? 25,
        includeMetadata: true,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5,
      },
      work,
    );
  }
}

export { startQueue, type ExecuteSql, type ItemData };
