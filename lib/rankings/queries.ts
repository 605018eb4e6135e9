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

function statusOf(row: RankingJobRow, running: boolean): RankingStatus {
  if (running) return "RUNNING";
  if (row.state === "PAUSED") return "PAUSED";
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

/** The latest run's points (a running one's so far), per store and keyword. */
export async function latestRankingResults(
  db: Db,
  { tenantId, rankingJobId }: { tenantId: string; rankingJobId: string },
): Promise<{ runId: string | null; results: RankingResultRow[] }> {
  const [run] = await db
    .select({ id: rankingRuns.id })
    .from(rankingRuns)
    .where(and(eq(rankingRuns.rankingJobId, rankingJobId), eq(rankingRuns.tenantId, tenantId)))
    .orderBy(desc(rankingRuns.startedAt), desc(rankingRuns.id))
    .limit(1);
  if (!run) return { runId: null, results: [] };
  const points = await db
    .select({ point: rankingPoints, locationName: locations.locationName })
    .from(rankingPoints)
    .innerJoin(locations, eq(locations.id, rankingPoints.locationId))
    .where(and(eq(rankingPoints.runId, run.id), eq(rankingPoints.tenantId, tenantId)))
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
