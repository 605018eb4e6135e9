import "server-only";
import type PgBoss from "pg-boss";
import { getDb, getDbHandle } from "@/lib/db/client";
import { startQueue } from "./queue";
import { startScheduledJobs } from "./schedules";
import { startJobWorker } from "./worker";

// The process-wide queue: the server enqueues through it and, unless JOBS_WORKER=off, works items
// and scheduled runs too (the cron's ticks only when scheduledJobsOn) (PGlite allows one process,
// so there the server is the only worker). With JOBS_WORKER=off it only enqueues: no poller, no
// cron clock, no maintenance timer; `npm run worker` or POST /api/cron/drain work the queue.
// Tests and benchmarks start their own queues and workers, without the schedules.

const globalForJobs = globalThis as unknown as { storeplusQueue?: Promise<PgBoss> };

export function getQueue(): Promise<PgBoss> {
  globalForJobs.storeplusQueue ??= (async () => {
    const handle = await getDbHandle();
    if (!handle.executeSql) throw new Error("The database handle cannot run the job queue");
    const worker = jobsWorkerOn();
    const queue = await startQueue(handle.executeSql, { background: worker });
    if (worker) {
      const db = await getDb();
      await startJobWorker(db, queue);
      await startScheduledJobs(db, queue);
    }
    return queue;
  })();
  return globalForJobs.storeplusQueue;
}

/** Whether this server works the queue itself: unless JOBS_WORKER=off. */
export function jobsWorkerOn(env: Record<string, string | undefined> = process.env): boolean {
  return env.JOBS_WORKER?.trim().toLowerCase() !== "off";
}

/**
 * A process that started its own queue (`npm run worker`) makes it the one getQueue answers, so
 * work done there that queues more work (a notification's push) uses it rather than starting a
 * second queue and worker.
 */
export function adoptProcessQueue(queue: PgBoss): void {
  globalForJobs.storeplusQueue = Promise.resolve(queue);
}

/** Tests and benchmarks run their own queue. */
export function setQueueForTests(queue: PgBoss | undefined): void {
  globalForJobs.storeplusQueue = queue ? Promise.resolve(queue) : undefined;
}
