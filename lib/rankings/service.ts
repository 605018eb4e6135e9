import "server-only";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import { locations, rankingJobs, rankingJobStores, rankingRuns } from "@/lib/db/schema";
import { enqueueJob } from "@/lib/jobs/engine";
import { JobRunningError } from "@/lib/jobs/service";
import type { CheckPayload } from "./check";
import { RANKING_CHECK } from "./kind";
import { requestedWorkspaceStoreIds } from "@/lib/workspaces/selection";
import { nextRunAfter, pointsPerStore, RANKING_LIMITS } from "./rules";
import type { RankingJobValues } from "./schema";

// A ranking's writes: created with its stores, run (now or by the scheduler) as a job of one item
// per store and keyword, paused, resumed and deleted; every one within the caller's tenant.

/** A refusal the API turns into a translated error (rankings.errors.*). */
export class RankingError extends Error {
  constructor(
    readonly code:
      "NOT_FOUND" | "UNKNOWN_LOCATION" | "RUN_ACTIVE" | "NO_STORES" | "TOO_MANY_CHECKS",
    /** The running run's job, for RUN_ACTIVE. */
    readonly jobId: string | null = null,
  ) {
    super(code);
    this.name = "RankingError";
  }
}

type Caller = { tenantId: string; userId?: string | null };

/** Creates a ranking; its first run is due at once, then as its frequency says. */
export async function createRankingJob(
  db: Db,
  caller: Caller,
  input: RankingJobValues,
  now = new Date(),
): Promise<string> {
  const ids =
    input.locationIds.length === 0 && input.workspaceId
      ? await requestedWorkspaceStoreIds(db, {
          tenantId: caller.tenantId,
          workspaceId: input.workspaceId,
        })
      : [...new Set(input.locationIds)];
  if (ids.length === 0) throw new RankingError("NO_STORES");
  const calls = ids.length * input.keywords.length * pointsPerStore(input.grid);
  if (ids.length > RANKING_LIMITS.stores || calls > RANKING_LIMITS.callsPerRun)
    throw new RankingError("TOO_MANY_CHECKS");
  return db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.tenantId, caller.tenantId), inArray(locations.id, ids)));
    if (owned.length !== ids.length) throw new RankingError("UNKNOWN_LOCATION");
    const [created] = await tx
      .insert(rankingJobs)
      .values({
        tenantId: caller.tenantId,
        name: input.name,
        keywords: input.keywords,
        competitors: input.competitors,
        businessNames: input.businessNames,
        frequency: input.frequency,
        device: input.device,
        gridSize: input.grid?.size ?? null,
        gridSpacingKm: input.grid?.spacingKm ?? null,
        nextRunAt: now,
        createdBy: caller.userId ?? null,
      })
      .returning({ id: rankingJobs.id });
    await tx.insert(rankingJobStores).values(
      ids.map((locationId) => ({
        rankingJobId: created!.id,
        tenantId: caller.tenantId,
        locationId,
      })),
    );
    return created!.id;
  });
}

async function rankingOf(db: Db, caller: Caller, id: string) {
  const [ranking] = await db
    .select()
    .from(rankingJobs)
    .where(and(eq(rankingJobs.id, id), eq(rankingJobs.tenantId, caller.tenantId)));
  if (!ranking) throw new RankingError("NOT_FOUND");
  return ranking;
}

/**
 * Runs a ranking now: a run, and a job with an item per store and keyword. Its next run is due as
 * its frequency says from now (none for a once ranking). One run at a time.
 */
export async function runRankingJob(
  db: Db,
  queue: PgBoss,
  caller: Caller,
  id: string,
  now = new Date(),
): Promise<{ runId: string; jobId: string | null }> {
  const ranking = await rankingOf(db, caller, id);
  const [active] = await db
    .select({ jobId: rankingRuns.jobId })
    .from(rankingRuns)
    .where(and(eq(rankingRuns.rankingJobId, id), sql`${rankingRuns.finishedAt} is null`))
    .limit(1);
  if (active) throw new RankingError("RUN_ACTIVE", active.jobId);
  const stores = await db
    .select({ locationId: rankingJobStores.locationId })
    .from(rankingJobStores)
    .where(eq(rankingJobStores.rankingJobId, id))
    .orderBy(asc(rankingJobStores.locationId));
  // All or nothing: a run left without its job would count as under way for good.
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [run] = await tx
      .insert(rankingRuns)
      .values({ tenantId: caller.tenantId, rankingJobId: id, startedAt: now })
      .returning({ id: rankingRuns.id });
    const items = stores.flatMap(({ locationId }) =>
      ranking.keywords.map((keyword) => ({
        locationId,
        payload: { runId: run!.id, rankingJobId: id, keyword } satisfies CheckPayload,
      })),
    );
    // Its stores all gone: the run has nothing to search and ends at once.
    const jobId = items.length
      ? await enqueueJob(tx, queue, {
          tenantId: caller.tenantId,
          kind: RANKING_CHECK,
          userId: caller.userId ?? null,
          items,
          lockKey: `ranking:${id}`,
        })
      : null;
    await tx
      .update(rankingRuns)
      .set({ jobId, finishedAt: jobId ? null : now })
      .where(eq(rankingRuns.id, run!.id));
    await tx
      .update(rankingJobs)
      .set({ lastRunAt: now, nextRunAt: nextRunAfter(ranking.frequency, now), updatedAt: now })
      .where(eq(rankingJobs.id, id));
    return { runId: run!.id, jobId };
  });
}

export async function pauseRankingJob(db: Db, caller: Caller, id: string): Promise<void> {
  await rankingOf(db, caller, id);
  await db
    .update(rankingJobs)
    .set({ state: "PAUSED", updatedAt: new Date() })
    .where(eq(rankingJobs.id, id));
}

/** Resumed, a ranking is due at its next date (now, when that passed while it was paused). */
export async function resumeRankingJob(
  db: Db,
  caller: Caller,
  id: string,
  now = new Date(),
): Promise<void> {
  const ranking = await rankingOf(db, caller, id);
  const next =
    ranking.lastRunAt === null ? now : (nextRunAfter(ranking.frequency, ranking.lastRunAt) ?? null);
  await db
    .update(rankingJobs)
    .set({
      state: "ACTIVE",
      nextRunAt: next && next < now ? now : next,
      updatedAt: now,
    })
    .where(eq(rankingJobs.id, id));
}

export async function deleteRankingJob(db: Db, caller: Caller, id: string): Promise<void> {
  await rankingOf(db, caller, id);
  await db.delete(rankingJobs).where(eq(rankingJobs.id, id));
}

/** The scheduler's tick: runs every active ranking whose next run is due. Answers how many ran. */
export async function runDueRankings(db: Db, queue: PgBoss, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: rankingJobs.id, tenantId: rankingJobs.tenantId })
    .from(rankingJobs)
    .where(and(eq(rankingJobs.state, "ACTIVE"), lte(rankingJobs.nextRunAt, now)))
    .orderBy(asc(rankingJobs.nextRunAt));
  let ran = 0;
  for (const ranking of due) {
    try {
      await runRankingJob(db, queue, { tenantId: ranking.tenantId }, ranking.id, now);
      ran++;
    } catch (error) {
      // Still running from its last date: it is due again at the next tick.
      const running =
        (error instanceof RankingError && error.code === "RUN_ACTIVE") ||
        error instanceof JobRunningError;
      if (!running) throw error;
    }
  }
  return ran;
}
