import "server-only";
import { and, count, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { jobs } from "@/lib/db/schema";
import { JOB_HEARTBEAT_MS, JOB_KINDS, JOB_STALE_AFTER_MS, type JobKind } from "./kinds";

const ACTIVE = ["QUEUED", "RUNNING"] as const;
const DAY_MS = 24 * 60 * 60_000;

/** A job of this kind is already running for the tenant. */
export class JobRunningError extends Error {
  constructor(readonly jobId: string) {
    super("A job of this kind is already running for the tenant");
    this.name = "JobRunningError";
  }
}

/** The tenant started this kind of job as often as a day allows. */
export class JobLimitError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("The daily limit of this kind of job is reached");
    this.name = "JobLimitError";
  }
}

type JobRef = { tenantId: string; kind: JobKind; userId?: string | null };

/** Marks the tenant's active job of this lock key failed when its process stopped beating. */
export async function releaseStale(
  db: Db,
  { tenantId, lockKey }: { tenantId: string; lockKey: string },
  now = new Date(),
): Promise<void> {
  await db
    .update(jobs)
    .set({ status: "FAILED", error: "STALE", finishedAt: now })
    .where(
      and(
        eq(jobs.tenantId, tenantId),
        eq(jobs.lockKey, lockKey),
        inArray(jobs.status, [...ACTIVE]),
        lt(jobs.heartbeatAt, new Date(now.getTime() - JOB_STALE_AFTER_MS)),
      ),
    );
}

/** The id of the tenant's active job of this lock key, or null. */
export async function activeJobId(
  db: Pick<Db, "select">,
  { tenantId, lockKey }: { tenantId: string; lockKey: string },
): Promise<string | null> {
  const [active] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.tenantId, tenantId),
        eq(jobs.lockKey, lockKey),
        inArray(jobs.status, [...ACTIVE]),
      ),
    );
  return active?.id ?? null;
}

async function checkDailyLimit(db: Db, { tenantId, kind }: JobRef, now: Date): Promise<void> {
  const perDay: number | undefined = (JOB_KINDS[kind] as { perDay?: number }).perDay;
  if (perDay === undefined) return;
  const since = new Date(now.getTime() - DAY_MS);
  const [row] = await db
    .select({ n: count(), oldest: sql<string>`min(${jobs.createdAt})` })
    .from(jobs)
    .where(and(eq(jobs.tenantId, tenantId), eq(jobs.kind, kind), gt(jobs.createdAt, since)));
  if ((row?.n ?? 0) < perDay) return;
  const freesAt = new Date(row!.oldest).getTime() + DAY_MS;
  throw new JobLimitError(Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)));
}

/** Takes the tenant's slot for this kind of job, or says which job holds it. */
export async function claimJob(db: Db, ref: JobRef, now = new Date()): Promise<string> {
  await releaseStale(db, { tenantId: ref.tenantId, lockKey: ref.kind }, now);
  await checkDailyLimit(db, ref, now);
  const [created] = await db
    .insert(jobs)
    .values({
      tenantId: ref.tenantId,
      kind: ref.kind,
      lockKey: ref.kind,
      createdBy: ref.userId ?? null,
      status: "RUNNING",
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  if (created) return created.id;
  const [active] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.tenantId, ref.tenantId),
        eq(jobs.lockKey, ref.kind),
        inArray(jobs.status, [...ACTIVE]),
      ),
    );
  // The holder finished between the insert and this read: the slot is free again.
  if (!active) return claimJob(db, ref, now);
  throw new JobRunningError(active.id);
}

/**
 * Runs `work` as the tenant's one job of this kind: refused while another runs (JobRunningError)
 * or past the kind's daily limit (JobLimitError). The job row ends DONE with the result, or FAILED
 * with the error's name (never its message, which may carry user data).
 */
export async function runExclusiveJob<T extends Record<string, unknown>>(
  db: Db,
  ref: JobRef,
  work: (jobId: string) => Promise<T>,
): Promise<{ jobId: string; result: T }> {
  const jobId = await claimJob(db, ref);
  const beat = setInterval(() => {
    void db
      .update(jobs)
      .set({ heartbeatAt: new Date() })
      .where(eq(jobs.id, jobId))
      .catch(() => {});
  }, JOB_HEARTBEAT_MS);
  try {
    const result = await work(jobId);
    await db
      .update(jobs)
      .set({ status: "DONE", result, finishedAt: new Date() })
      .where(eq(jobs.id, jobId));
    return { jobId, result };
  } catch (error) {
    const code = error instanceof Error ? error.name : "Error";
    await db
      .update(jobs)
      .set({ status: "FAILED", error: code, finishedAt: new Date() })
      .where(eq(jobs.id, jobId));
    throw error;
  } finally {
    clearInterval(beat);
  }
}
