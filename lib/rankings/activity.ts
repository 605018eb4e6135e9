import "server-only";
import { and, avg, count, desc, eq, gte, inArray, isNull, lt } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { jobItems, jobs, postLocations, rankingRuns, reviews } from "@/lib/db/schema";
import { MAPS_WRITE_KINDS } from "@/lib/jobs/maps-edits-audit";

// Why a rank moved: what the team did to a store and what its customers said between the run
// before and the latest run, from StorePlus's own records (its edits, posts and reviews).

/** Without a run before, the period is this long up to the latest run. */
const FIRST_RUN_LOOKBACK_DAYS = 30;

export type StoreActivity = {
  from: Date;
  to: Date;
  /** Edits sent to the maps service and done, per kind, most first. */
  edits: { kind: string; count: number }[];
  /** Posts that went live on the store. */
  postCount: number;
  /** Reviews written in the period, and their average stars. */
  reviewCount: number;
  averageRating: number | null;
  /** The average stars of every review up to the period's end. */
  overallRating: number | null;
};

/** The period between a ranking's last two runs (or the month before its only run). */
export async function activityPeriod(
  db: Db,
  { tenantId, rankingJobId }: { tenantId: string; rankingJobId: string },
): Promise<{ from: Date; to: Date } | null> {
  const runs = await db
    .select({ startedAt: rankingRuns.startedAt })
    .from(rankingRuns)
    .where(and(eq(rankingRuns.rankingJobId, rankingJobId), eq(rankingRuns.tenantId, tenantId)))
    .orderBy(desc(rankingRuns.startedAt), desc(rankingRuns.id))
    .limit(2);
  const [latest, previous] = runs;
  if (!latest) return null;
  const from =
    previous?.startedAt ??
    new Date(latest.startedAt.getTime() - FIRST_RUN_LOOKBACK_DAYS * 24 * 60 * 60 * 1000);
  return { from, to: latest.startedAt };
}

const rounded = (value: string | null) =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

/** A store's edits, posts and reviews in a period, within the caller's tenant. */
export async function storeActivity(
  db: Db,
  {
    tenantId,
    locationId,
    from,
    to,
  }: { tenantId: string; locationId: string; from: Date; to: Date },
): Promise<StoreActivity> {
  const [edits, [posts], [period], [overall]] = await Promise.all([
    db
      .select({ kind: jobs.kind, count: count() })
      .from(jobItems)
      .innerJoin(jobs, eq(jobs.id, jobItems.jobId))
      .where(
        and(
          eq(jobItems.tenantId, tenantId),
          eq(jobItems.locationId, locationId),
          eq(jobItems.status, "DONE"),
          inArray(jobs.kind, [...MAPS_WRITE_KINDS]),
          gte(jobItems.updatedAt, from),
          lt(jobItems.updatedAt, to),
        ),
      )
      .groupBy(jobs.kind)
      .orderBy(desc(count()), jobs.kind),
    db
      .select({ n: count() })
      .from(postLocations)
      .where(
        and(
          eq(postLocations.tenantId, tenantId),
          eq(postLocations.locationId, locationId),
          eq(postLocations.status, "LIVE"),
          gte(postLocations.updatedAt, from),
          lt(postLocations.updatedAt, to),
        ),
      ),
    db
      .select({ n: count(), stars: avg(reviews.starRating) })
      .from(reviews)
      .where(
        and(
          eq(reviews.tenantId, tenantId),
          eq(reviews.locationId, locationId),
          isNull(reviews.removedAt),
          gte(reviews.createTime, from),
          lt(reviews.createTime, to),
        ),
      ),
    db
      .select({ stars: avg(reviews.starRating) })
      .from(reviews)
      .where(
        and(
          eq(reviews.tenantId, tenantId),
          eq(reviews.locationId, locationId),
          isNull(reviews.removedAt),
          lt(reviews.createTime, to),
        ),
      ),
  ]);
  return {
    from,
    to,
    edits: edits.map((row) => ({ kind: row.kind, count: Number(row.count) })),
    postCount: Number(posts?.n ?? 0),
    reviewCount: Number(period?.n ?? 0),
    averageRating: rounded(period?.stars ?? null),
    overallRating: rounded(overall?.stars ?? null),
  };
}
