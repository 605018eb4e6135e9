import "server-only";
import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import {
  locations,
  rankingJobs,
  rankingJobStores,
  rankingPoints,
  rankingRuns,
  type RankingJobRow,
} from "@/lib/db/schema";
import { gridSummary } from "./rules";

// Rankings as their pages read them, always within the caller's tenant.

export type RankingStatus = "RUNNING" | "SCHEDULED" | "PAUSED" | "DONE";

export type RankingSummary = RankingJobRow & {
  storeCount: number;
  status: RankingStatus;
};

/** Where a scheduled search stands (a ranking, or a saved search of lib/serps). */
export function statusOf(
  row: Pick<RankingJobRow, "state" | "nextRunAt">,
  running: boolean,
): RankingStatus {
  // Paused says so even while the run under way ends: pausing stops the runs to come.
  if (row.state === "PAUSED") return "PAUSED";
  if (running) return "RUNNING";
  return row.nextRunAt ? "SCHEDULED" : "DONE";
}

async function summaries(db: Db, rows: RankingJobRow[]): Promise<RankingSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const stores = await db
    .select({ id: rankingJobStores.rankingJobId, n: count() })
    .from(rankingJobStores)
    .where(inArray(rankingJobStores.rankingJobId, ids))
    .groupBy(rankingJobStores.rankingJobId);
  const running = await db
    .select({ id: rankingRuns.rankingJobId })
    .from(rankingRuns)
    .where(and(inArray(rankingRuns.rankingJobId, ids), isNull(rankingRuns.finishedAt)));
  const storeCount = new Map(stores.map((row) => [row.id, Number(row.n)]));
  const active = new Set(running.map((row) => row.id));
  return rows.map((row) => ({
    ...row,
    storeCount: storeCount.get(row.id) ?? 0,
    status: statusOf(row, active.has(row.id)),
  }));
}

export async function listRankingJobs(
  db: Db,
  { tenantId, limit, offset }: { tenantId: string; limit: number; offset: number },
): Promise<{ total: number; items: RankingSummary[] }> {
  const [total] = await db
    .select({ n: count() })
    .from(rankingJobs)
    .where(eq(rankingJobs.tenantId, tenantId));
  const rows = await db
    .select()
    .from(rankingJobs)
    .where(eq(rankingJobs.tenantId, tenantId))
    .orderBy(desc(rankingJobs.createdAt), desc(rankingJobs.id))
    .limit(limit)
    .offset(offset);
  return { total: Number(total?.n ?? 0), items: await summaries(db, rows) };
}

export async function getRankingJob(
  db: Db,
  { tenantId, id }: { tenantId: string; id: string },
): Promise<RankingSummary | null> {
  const rows = await db
    .select()
    .from(rankingJobs)
    .where(and(eq(rankingJobs.id, id), eq(rankingJobs.tenantId, tenantId)));
  return (await summaries(db, rows))[0] ?? null;
}

export type RankingResultRow = {
  keyword: string;
  locationId: string;
  locationName: string;
  averageRank: number | null;
  topThreeShare: number;
  points: (typeof rankingPoints.$inferSelect)[];
};

/**
 * The latest run's points (a running one's so far), per store and keyword: every store's and
 * keyword's, or one store's and one keyword's when asked.
 */
export async function latestRankingResults(
  db: Db,
  {
    tenantId,
    rankingJobId,
    locationId,
    keyword,
  }: { tenantId: string; rankingJobId: string; locationId?: string; keyword?: string },
): Promise<{ runId: string | null; results: RankingResultRow[] }> {
  const [run] = await latestRuns(db, tenantId, rankingJobId);
  if (!run) return { runId: null, results: [] };
  const points = await db
    .select({ point: rankingPoints, locationName: locations.locationName })
    .from(rankingPoints)
    .innerJoin(locations, eq(locations.id, rankingPoints.locationId))
    .where(
      and(
        eq(rankingPoints.runId, run.id),
        eq(rankingPoints.tenantId, tenantId),
        locationId ? eq(rankingPoints.locationId, locationId) : undefined,
        keyword === undefined ? undefined : eq(rankingPoints.keyword, keyword),
      ),
    )
    .orderBy(
      asc(locations.locationName),
      asc(rankingPoints.keyword),
      asc(rankingPoints.row),
      asc(rankingPoints.column),
    );
  const groups = new Map<string, RankingResultRow>();
  for (const { point, locationName } of points) {
    const key = `${point.locationId}\u0000${point.keyword}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        keyword: point.keyword,
        locationId: point.locationId,
        locationName,
        averageRank: null,
        topThreeShare: 0,
        points: [],
      };
      groups.set(key, group);
    }
    group.points.push(point);
  }
  const results = [...groups.values()].map((group) => ({
    ...group,
    ...gridSummary(group.points.map((point) => point.rank)),
  }));
  return { runId: run.id, results };
}

/** Whether a ranking of the tenant exists (for a refusal that names it). */
export const rankingExists = (db: Db, tenantId: string, id: string) =>
  db
    .select({ one: sql`1` })
    .from(rankingJobs)
    .where(and(eq(rankingJobs.id, id), eq(rankingJobs.tenantId, tenantId)))
    .then((rows) => rows.length > 0);

export type RankingSummaryRow = {
  locationId: string;
  locationName: string;
  keyword: string;
  averageRank: number | null;
  topThreeShare: number;
  points: number;
  /** The same store and keyword in the run before; null without one or when it never showed. */
  previousAverageRank: number | null;
  previousTopThreeShare: number | null;
};

/** The latest two runs of a ranking, newest first. */
async function latestRuns(db: Db, tenantId: string, rankingJobId: string) {
  return db
    .select({ id: rankingRuns.id, startedAt: rankingRuns.startedAt })
    .from(rankingRuns)
    .where(and(eq(rankingRuns.rankingJobId, rankingJobId), eq(rankingRuns.tenantId, tenantId)))
    .orderBy(desc(rankingRuns.startedAt), desc(rankingRuns.id))
    .limit(2);
}

/** Average rank (of the points where the store showed) and top-three share, per store and keyword. */
function runAggregates(db: Db, tenantId: string, runId: string, locationIds?: string[]) {
  return db
    .select({
      locationId: rankingPoints.locationId,
      keyword: rankingPoints.keyword,
      averageRank: sql<string | null>`round(avg(${rankingPoints.rank})::numeric, 1)`.as(
        "average_rank",
      ),
      topThreeShare: sql<string>`avg(case when ${rankingPoints.rank} <= 3 then 1.0 else 0 end)`.as(
        "top_three_share",
      ),
      points: count().as("points"),
    })
    .from(rankingPoints)
    .where(
      and(
        eq(rankingPoints.runId, runId),
        eq(rankingPoints.tenantId, tenantId),
        locationIds ? inArray(rankingPoints.locationId, locationIds) : undefined,
      ),
    )
    .groupBy(rankingPoints.locationId, rankingPoints.keyword);
}

const toNumber = (value: string | number | null) => (value === null ? null : Number(value));

/**
 * One page of the latest run per store and keyword, aggregated in SQL (a 15×15 grid of 100 stores
 * and 5 keywords is 112,500 points), beside the run before's figures: by store name, then keyword.
 */
export async function rankingSummaryPage(
  db: Db,
  {
    tenantId,
    rankingJobId,
    limit,
    offset,
  }: { tenantId: string; rankingJobId: string; limit: number; offset: number },
): Promise<{ total: number; items: RankingSummaryRow[] }> {
  const [latest, previous] = await latestRuns(db, tenantId, rankingJobId);
  if (!latest) return { total: 0, items: [] };
  const now = runAggregates(db, tenantId, latest.id).as("now");
  const [total] = await db.select({ n: count() }).from(now);
  const rows = await db
    .select({
      locationId: now.locationId,
      locationName: locations.locationName,
      keyword: now.keyword,
      averageRank: now.averageRank,
      topThreeShare: now.topThreeShare,
      points: now.points,
    })
    .from(now)
    .innerJoin(locations, eq(locations.id, now.locationId))
    .orderBy(asc(locations.locationName), asc(now.locationId), asc(now.keyword))
    .limit(limit)
    .offset(offset);
  const before = previous
    ? await runAggregates(db, tenantId, previous.id, [
        ...new Set(rows.map((row) => row.locationId)),
      ])
    : [];
  const beforeOf = new Map(before.map((row) => [`${row.locationId}\u0000${row.keyword}`, row]));
  return {
    total: Number(total?.n ?? 0),
    items: rows.map((row) => {
      const earlier = beforeOf.get(`${row.locationId}\u0000${row.keyword}`);
      return {
        ...row,
        averageRank: toNumber(row.averageRank),
        topThreeShare: Number(row.topThreeShare),
        points: Number(row.points),
        previousAverageRank: earlier ? toNumber(earlier.averageRank) : null,
        previousTopThreeShare: earlier ? Number(earlier.topThreeShare) : null,
      };
    }),
  };
}

export type RankingTrendRow = {
  runId: string;
  startedAt: Date;
  averageRank: number | null;
  topThreeShare: number;
};

/** A store's rank for a keyword in every run of the ranking, oldest first. */
export async function rankingTrend(
  db: Db,
  {
    tenantId,
    rankingJobId,
    locationId,
    keyword,
  }: { tenantId: string; rankingJobId: string; locationId: string; keyword: string },
): Promise<RankingTrendRow[]> {
  const rows = await db
    .select({
      runId: rankingRuns.id,
      startedAt: rankingRuns.startedAt,
      averageRank: sql<string | null>`round(avg(${rankingPoints.rank})::numeric, 1)`,
      topThreeShare: sql<string>`avg(case when ${rankingPoints.rank} <= 3 then 1.0 else 0 end)`,
    })
    .from(rankingRuns)
    .innerJoin(rankingPoints, eq(rankingPoints.runId, rankingRuns.id))
    .where(
      and(
        eq(rankingRuns.rankingJobId, rankingJobId),
        eq(rankingRuns.tenantId, tenantId),
        eq(rankingPoints.tenantId, tenantId),
        eq(rankingPoints.locationId, locationId),
        eq(rankingPoints.keyword, keyword),
      ),
    )
    .groupBy(rankingRuns.id, rankingRuns.startedAt)
    .orderBy(asc(rankingRuns.startedAt), asc(rankingRuns.id));
  return rows.map((row) => ({
    ...row,
    averageRank: toNumber(row.averageRank),
    topThreeShare: Number(row.topThreeShare),
  }));
}

/** A ranking's runs, newest first. */
export function rankingRunList(
  db: Db,
  { tenantId, rankingJobId, limit }: { tenantId: string; rankingJobId: string; limit: number },
) {
  return db
    .select({
      id: rankingRuns.id,
      jobId: rankingRuns.jobId,
      startedAt: rankingRuns.startedAt,
      finishedAt: rankingRuns.finishedAt,
      calls: rankingRuns.calls,
      costUsd: rankingRuns.costUsd,
    })
    .from(rankingRuns)
    .where(and(eq(rankingRuns.rankingJobId, rankingJobId), eq(rankingRuns.tenantId, tenantId)))
    .orderBy(desc(rankingRuns.startedAt), desc(rankingRuns.id))
    .limit(limit);
}
