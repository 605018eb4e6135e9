import "server-only";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import { ITEM_QUEUES } from "./queue";
import { scheduledJobs, workQueuedRun } from "./schedules";
import { workItem, type ItemData } from "./worker";

// The queue worked in bounded slices by a host's scheduler (POST /api/cron/drain) where no
// process lives long enough to poll: each call takes what is queued until its time is spent.

export type DrainOptions = { budgetMs: number; batchSize?: number };

export type DrainReport = {
  /** Queued runs of scheduled jobs worked (a run may queue items, taken in the same call). */
  scheduledRuns: number;
  items: number;
  /** Deliveries that failed and went back to the queue for a retry. */
  retried: number;
  /** True when the time ran out with items still queued: the next call goes on. */
  more: boolean;
  ms: number;
};

export async function drainQueue(
  db: Db,
  queue: PgBoss,
  { budgetMs, batchSize = 10 }: DrainOptions,
): Promise<DrainReport> {
  const started = Date.now();
  const timeLeft = () => Date.now() - started < budgetMs;
  // No supervisor runs between calls: items whose worker died are failed over to a retry here.
  await queue.maintain();
  const report: DrainReport = { scheduledRuns: 0, items: 0, retried: 0, more: false, ms: 0 };
  for (const job of scheduledJobs()) {
    if (!timeLeft()) break;
    if (await workQueuedRun(db, queue, job)) report.scheduledRuns++;
  }
  // A user's single edits first, then the rest.
  for (const name of ITEM_QUEUES) {
    while (timeLeft()) {
      const batch = await queue.fetch<ItemData>(name, { batchSize, includeMetadata: true });
      if (batch.length === 0) break;
      const results = await Promise.all(batch.map((job) => workItem(db, queue, job)));
      const done = batch.filter((_, i) => results[i]).map((job) => job.id);
      if (done.length > 0) await queue.complete(name, done);
      report.items += batch.length;
      report.retried += results.filter((ok) => !ok).length;
    }
  }
  if (!timeLeft())
    for (const name of ITEM_QUEUES) report.more ||= (await queue.getQueueSize(name)) > 0;
  report.ms = Date.now() - started;
  return report;
}
