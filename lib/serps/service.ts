import "server-only";
import { and, asc, eq, isNull, lte } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import { locations, serpRuns, serps } from "@/lib/db/schema";
import { enqueueJob } from "@/lib/jobs/engine";
import { JobRunningError } from "@/lib/jobs/service";
import { nextRunAfter } from "@/lib/rankings/rules";
import type { SerpCheckPayload } from "./check";
import { SERP_CHECK } from "./kind";
import type { SerpValues } from "./schema";

// A saved search's writes: created, run (now or by the scheduler) as a job of one item, paused,
// resumed and deleted; every one within the caller's tenant.

/** A refusal the API turns into a public error (rankings.errors.*, rankings.validation.*). */
export class SerpError extends Error {
  constructor(
    readonly code: "NOT_FOUND" | "UNKNOWN_LOCATION" | "RUN_ACTIVE",
    /** The running run's job, for RUN_ACTIVE. */
    readonly jobId: string | null = null,
  ) {
    super(code);
    this.name = "SerpError";
  }
}

type Caller = { tenantId: string; userId?: string | null };

/** Creates a saved search; its first run is due at once, then as its frequency says. */
export async function createSerp(
  db: Db,
  caller: Caller,
  input: SerpValues,
  now = new Date(),
): Promise<string> {
  if (input.locationId) {
    const [store] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.id, input.locationId), eq(locations.tenantId, caller.tenantId)));
    if (!store) throw new SerpError("UNKNOWN_LOCATION");
  }
  const [created] = await db
    .insert(serps)
    .values({
      tenantId: caller.tenantId,
      name: input.name,
      keyword: input.keyword,
      device: input.device,
      languageCode: input.languageCode,
      locationId: input.locationId,
      sites: input.sites,
      competitors: input.competitors,
      frequency: input.frequency,
      nextRunAt: now,
      createdBy: caller.userId ?? null,
    })
    .returning({ id: serps.id });
  return created!.id;
}

async function serpOf(db: Db, caller: Caller, id: string) {
  const [serp] = await db
    .select()
    .from(serps)
    .where(and(eq(serps.id, id), eq(serps.tenantId, caller.tenantId)));
  if (!serp) throw new SerpError("NOT_FOUND");
  return serp;
}

/**
 * Runs a saved search now: a run, and a job of one item. Its next run is due as its frequency
 * says from now (none for a once search). One run at a time.
 */
export async function runSerp(
  db: Db,
  queue: PgBoss,
  caller: Caller,
  id: string,
  now = new Date(),
): Promise<{ runId: string; jobId: string }> {
  const serp = await serpOf(db, caller, id);
  const [active] = await db
    .select({ jobId: serpRuns.jobId })
    .from(serpRuns)
    .where(and(eq(serpRuns.serpId, id), isNull(serpRuns.finishedAt)))
    .limit(1);
  if (active) throw new SerpError("RUN_ACTIVE", active.jobId);
  // All or nothing: a run left without its job would count as under way for good.
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [run] = await tx
      .insert(serpRuns)
      .values({ tenantId: caller.tenantId, serpId: id, startedAt: now })
      .returning({ id: serpRuns.id });
    const jobId = await enqueueJob(tx, queue, {
      tenantId: caller.tenantId,
      kind: SERP_CHECK,
      userId: caller.userId ?? null,
      items: [
        { locationId: null, payload: { runId: run!.id, serpId: id } satisfies SerpCheckPayload },
      ],
      lockKey: `serp:${id}`,
    });
    await tx.update(serpRuns).set({ jobId }).where(eq(serpRuns.id, run!.id));
    await tx
      .update(serps)
      .set({ lastRunAt: now, nextRunAt: nextRunAfter(serp.frequency, now), updatedAt: now })
      .where(eq(serps.id, id));
    return { runId: run!.id, jobId };
  });
}

export async function pauseSerp(db: Db, caller: Caller, id: string): Promise<void> {
  await serpOf(db, caller, id);
  await db.update(serps).set({ state: "PAUSED", updatedAt: new Date() }).where(eq(serps.id, id));
}

/** Resumed, a saved search is due at its next date (now, when that passed while it was paused). */
export async function resumeSerp(
  db: Db,
  caller: Caller,
  id: string,
  now = new Date(),
): Promise<void> {
  const serp = await serpOf(db, caller, id);
  const next =
    serp.lastRunAt === null ? now : (nextRunAfter(serp.frequency, serp.lastRunAt) ?? null);
  await db
    .update(serps)
    .set({ state: "ACTIVE", nextRunAt: next && next < now ? now : next, updatedAt: now })
    .where(eq(serps.id, id));
}

export async function deleteSerp(db: Db, caller: Caller, id: string): Promise<void> {
  await serpOf(db, caller, id);
  await db.delete(serps).where(and(eq(serps.id, id), eq(serps.tenantId, caller.tenantId)));
}

/** The scheduler's tick: runs every active saved search whose next run is due. Answers how many. */
export async function runDueSerps(db: Db, queue: PgBoss, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: serps.id, tenantId: serps.tenantId })
    .from(serps)
    .where(and(eq(serps.state, "ACTIVE"), lte(serps.nextRunAt, now)))
    .orderBy(asc(serps.nextRunAt));
  let ran = 0;
  for (const serp of due) {
    try {
      await runSerp(db, queue, { tenantId: serp.tenantId }, serp.id, now);
      ran++;
    } catch (error) {
      // Still running from its last date: it is due again at the next tick.
      const running =
        (error instanceof SerpError && error.code === "RUN_ACTIVE") ||
        error instanceof JobRunningError;
      if (!running) throw error;
    }
  }
  return ran;
}
