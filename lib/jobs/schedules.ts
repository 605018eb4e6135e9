import "server-only";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";

// Scheduled work (ARCHITECTURE §10) on the queue's cron: modules declare it once, by a stable
// name; the processes that work the queue define each schedule on their first start and work its
// runs; the admin's scheduled jobs list them and switch them on and off by that name.

export type ScheduledJob = {
  /** Stable: the pg-boss queue and schedule name, and how the admin names it. */
  name: string;
  /** When it runs, as a cron expression in UTC. */
  cron: string;
  run: (context: { db: Db; queue: PgBoss }) => Promise<void>;
};

const registry = new Map<string, ScheduledJob>();

/** A run is not retried (the next tick comes soon) and is failed over if it hangs. */
const createRunQueue = (queue: PgBoss, name: string) =>
  queue.createQueue(name, { name, retryLimit: 0, expireInSeconds: 15 * 60 });

export function registerScheduledJob(job: ScheduledJob): void {
  registry.set(job.name, job);
}

export function scheduledJobs(): ScheduledJob[] {
  return [...registry.values()];
}

/**
 * Whether this process works scheduled runs: not under the test runner, where a test that reaches
 * the queue must not find syncs on a timer, nor with SCHEDULED_JOBS=off (end-to-end runs, where
 * a half-hourly sync would bring a trial lead's whole review history in mid-journey).
 */
export function scheduledJobsOn(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== "test" && env.SCHEDULED_JOBS?.trim().toLowerCase() !== "off";
}

/**
 * Defines every registered schedule the first time any process starts (its queue marks it
 * defined: a schedule the admin switched off stays off across restarts) and works their runs
 * in this process. One run at a time per schedule across processes: the cron sends one job a tick.
 */
export async function startScheduledJobs(db: Db, queue: PgBoss): Promise<void> {
  for (const job of registry.values()) {
    if (!(await queue.getQueue(job.name))) {
      await createRunQueue(queue, job.name);
      await queue.schedule(job.name, job.cron);
    }
    await queue.work(job.name, { pollingIntervalSeconds: 5 }, async () => job.run({ db, queue }));
  }
}

/** The admin's switch: a schedule off stops its runs until switched on again (same cron). */
export async function setScheduledJobEnabled(
  queue: PgBoss,
  name: string,
  enabled: boolean,
): Promise<void> {
  const job = registry.get(name);
  if (!job) throw new RangeError(`No scheduled job ${name}`);
  await createRunQueue(queue, job.name);
  if (enabled) await queue.schedule(job.name, job.cron);
  else await queue.unschedule(job.name);
}

/** Every registered schedule and whether it is on. */
export async function listScheduledJobs(
  queue: PgBoss,
): Promise<{ name: string; cron: string; enabled: boolean }[]> {
  const on = new Map((await queue.getSchedules()).map((s) => [s.name, s.cron]));
  return scheduledJobs().map((job) => ({
    name: job.name,
    cron: on.get(job.name) ?? job.cron,
    enabled: on.has(job.name),
  }));
}
