import "server-only";
import cronParser from "cron-parser";
import { eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import { scheduledJobs as scheduledJobRows, type ScheduledJobRow } from "@/lib/db/schema";

// Scheduled work (ARCHITECTURE §10) on the queue's cron: modules declare it once, by a stable
// name. The scheduled_jobs table holds what the admin decides (on or off, the expression, the
// descriptive lambda name and arn) and how the last run went; the queue's cron only sends ticks.
// A tick reaches the job's queue from the cron, from "run now" or from an external scheduler
// (POST /api/cron/{name}), and the run checks the table first: a disabled job does not run.

export type ScheduledJob = {
  /** Stable: the pg-boss queue and schedule name, and how the admin names it. */
  name: string;
  /** When it runs by default, as a cron expression in UTC. */
  cron: string;
  run: (context: { db: Db; queue: PgBoss }) => Promise<void>;
};

const registry = new Map<string, ScheduledJob>();

/** A run is not retried (the next tick comes soon) and is failed over if it hangs. */
const createRunQueue = (queue: PgBoss, name: string) =>
  queue.createQueue(name, { name, retryLimit: 0, expireInSeconds: 15 * 60 });

/** Answers a function that takes the job out again (a test's own job). */
export function registerScheduledJob(job: ScheduledJob): () => void {
  registry.set(job.name, job);
  return () => void registry.delete(job.name);
}

export function scheduledJobs(): ScheduledJob[] {
  return [...registry.values()];
}

export function isScheduledJobName(name: string): boolean {
  return registry.has(name);
}

/**
 * Whether this process's queue sends the cron's ticks: not under the test runner, where a test
 * that reaches the queue must not find syncs on a timer, nor with SCHEDULED_JOBS=off (end-to-end
 * runs, and hosts where an external scheduler calls POST /api/cron/{name}). Runs asked for by
 * hand or by an external scheduler are worked either way.
 */
export function scheduledJobsOn(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== "test" && env.SCHEDULED_JOBS?.trim().toLowerCase() !== "off";
}

/** A valid five-field cron expression (UTC), as the queue's cron reads it. */
export function isValidCron(expression: string): boolean {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return false;
  try {
    cronParser.parseExpression(expression, { tz: "UTC" });
    return true;
  } catch {
    return false;
  }
}

/** The next time the expression fires after `from`, or null when it never does. */
export function nextRunAt(expression: string, from: Date = new Date()): Date | null {
  try {
    return cronParser.parseExpression(expression, { tz: "UTC", currentDate: from }).next().toDate();
  } catch {
    return null;
  }
}

/** The admin's row of every registered job, created with the registry's default the first time. */
async function ensureRows(db: Db): Promise<void> {
  const jobs = scheduledJobs();
  if (jobs.length === 0) return;
  await db
    .insert(scheduledJobRows)
    .values(jobs.map((job) => ({ name: job.name, cron: job.cron })))
    .onConflictDoNothing();
}

async function readRow(db: Db, name: string): Promise<ScheduledJobRow | null> {
  const [row] = await db.select().from(scheduledJobRows).where(eq(scheduledJobRows.name, name));
  return row ?? null;
}

/** Puts the row's decision on the queue's cron: its expression while enabled, nothing otherwise. */
async function applySchedule(queue: PgBoss, row: ScheduledJobRow, ticks: boolean): Promise<void> {
  await createRunQueue(queue, row.name);
  if (ticks && row.enabled) await queue.schedule(row.name, row.cron);
  else await queue.unschedule(row.name);
}

/** One run as the queue hands it over: skipped while disabled, else timed and its outcome kept. */
async function runOnce(db: Db, queue: PgBoss, job: ScheduledJob): Promise<void> {
  const row = await readRow(db, job.name);
  const now = new Date();
  if (!row?.enabled) {
    await db
      .update(scheduledJobRows)
      .set({ lastOutcome: "SKIPPED", lastError: null, lastFinishedAt: now, updatedAt: now })
      .where(eq(scheduledJobRows.name, job.name));
    return;
  }
  await db
    .update(scheduledJobRows)
    .set({ lastStartedAt: now, lastFinishedAt: null, lastOutcome: null, lastError: null })
    .where(eq(scheduledJobRows.name, job.name));
  let outcome: { lastOutcome: string; lastError: string | null };
  try {
    await job.run({ db, queue });
    outcome = { lastOutcome: "DONE", lastError: null };
  } catch (error) {
    // A name, never a stack: the admin's list shows it.
    outcome = { lastOutcome: "FAILED", lastError: (error as Error).name || "Error" };
  }
  await db
    .update(scheduledJobRows)
    .set({ ...outcome, lastFinishedAt: new Date() })
    .where(eq(scheduledJobRows.name, job.name));
}

/**
 * Creates each registered job's row and queue, puts the enabled ones on the cron when this
 * process sends ticks, and works their runs. One run at a time per job across processes: a tick
 * is one queued job.
 */
export async function startScheduledJobs(
  db: Db,
  queue: PgBoss,
  { ticks = scheduledJobsOn() }: { ticks?: boolean } = {},
): Promise<void> {
  await ensureRows(db);
  for (const job of registry.values()) {
    const row = await readRow(db, job.name);
    if (row) await applySchedule(queue, row, ticks);
    await queue.work(job.name, { pollingIntervalSeconds: 5 }, () => runOnce(db, queue, job));
  }
}

/**
 * Works one queued run of `job` in the caller's time, outside any poller: the drain endpoint's
 * way on a host with no long-lived process. False when no run was waiting.
 */
export async function workQueuedRun(db: Db, queue: PgBoss, job: ScheduledJob): Promise<boolean> {
  await createRunQueue(queue, job.name);
  const [run] = await queue.fetch(job.name, { batchSize: 1 });
  if (!run) return false;
  try {
    await runOnce(db, queue, job);
    await queue.complete(job.name, run.id);
  } catch (error) {
    await queue.fail(job.name, run.id, { code: (error as Error).name || "Error" });
  }
  return true;
}

export type ScheduledJobView = ScheduledJobRow & { nextRunAt: Date | null };

function view(row: ScheduledJobRow, ticks: boolean, now: Date): ScheduledJobView {
  return { ...row, nextRunAt: ticks && row.enabled ? nextRunAt(row.cron, now) : null };
}

/** Every registered job with the admin's decision and its last run, by name. */
export async function listScheduledJobs(
  db: Db,
  { ticks = scheduledJobsOn(), now = new Date() }: { ticks?: boolean; now?: Date } = {},
): Promise<ScheduledJobView[]> {
  await ensureRows(db);
  const rows = await db.select().from(scheduledJobRows).orderBy(scheduledJobRows.name);
  return rows.filter((row) => registry.has(row.name)).map((row) => view(row, ticks, now));
}

export class ScheduledJobError extends Error {
  constructor(readonly code: "NOT_FOUND" | "DISABLED" | "INVALID_CRON") {
    super(code);
    this.name = "ScheduledJobError";
  }
}

async function rowOf(db: Db, name: string): Promise<ScheduledJobRow> {
  if (!registry.has(name)) throw new ScheduledJobError("NOT_FOUND");
  await ensureRows(db);
  const row = await readRow(db, name);
  if (!row) throw new ScheduledJobError("NOT_FOUND");
  return row;
}

export type ScheduledJobChange = {
  enabled?: boolean;
  cron?: string;
  lambdaName?: string | null;
  arn?: string | null;
};

/**
 * The admin's change: switched off, a job stops running at once (a tick already queued is
 * skipped); a new expression takes effect on the cron. Answers the row before and after.
 */
export async function changeScheduledJob(
  db: Db,
  queue: PgBoss,
  name: string,
  change: ScheduledJobChange,
  { ticks = scheduledJobsOn() }: { ticks?: boolean } = {},
): Promise<{ before: ScheduledJobView; after: ScheduledJobView }> {
  const before = await rowOf(db, name);
  if (change.cron !== undefined && !isValidCron(change.cron))
    throw new ScheduledJobError("INVALID_CRON");
  const [after] = await db
    .update(scheduledJobRows)
    .set({
      ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
      ...(change.cron === undefined ? {} : { cron: change.cron.trim() }),
      ...(change.lambdaName === undefined ? {} : { lambdaName: change.lambdaName }),
      ...(change.arn === undefined ? {} : { arn: change.arn }),
      updatedAt: new Date(),
    })
    .where(eq(scheduledJobRows.name, name))
    .returning();
  await applySchedule(queue, after!, ticks);
  const now = new Date();
  return { before: view(before, ticks, now), after: view(after!, ticks, now) };
}

/** A tick now, as the cron or an external scheduler sends one; the run itself checks the switch. */
export async function tickScheduledJob(db: Db, queue: PgBoss, name: string): Promise<void> {
  await rowOf(db, name);
  await createRunQueue(queue, name);
  await queue.send(name, {});
}

/** "Run now": only an enabled job. */
export async function runScheduledJobNow(db: Db, queue: PgBoss, name: string): Promise<void> {
  const row = await rowOf(db, name);
  if (!row.enabled) throw new ScheduledJobError("DISABLED");
  await tickScheduledJob(db, queue, name);
}
