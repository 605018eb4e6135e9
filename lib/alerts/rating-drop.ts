import "server-only";
import { sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import { alertSettings, locations, reviews } from "@/lib/db/schema";
import { enqueueJob } from "@/lib/jobs/engine";
import { startForTenants } from "@/lib/jobs/tenant-runs";
import { recordAlertEvents, type NewAlertEvent } from "./events";
import { ALERT_DELIVERY_KIND } from "./kind";
import { isRatingDrop, RATING_DROP } from "./rules";

const DAY_MS = 86_400_000;

/** Tenants where some user wants the event kind (any mode but OFF). */
export async function tenantsWanting(db: Db, kind: string, mode?: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tenantId: alertSettings.tenantId })
    .from(alertSettings)
    .where(
      mode
        ? sql`${alertSettings.events} ->> ${kind} = ${mode}`
        : sql`coalesce(${alertSettings.events} ->> ${kind}, 'OFF') <> 'OFF'`,
    );
  return rows.map((row) => row.tenantId);
}

/**
 * Each store's last week against the four before (rules.ts): one grouped read of the tenant's
 * reviews of the last five weeks. A store's drop is one event per week.
 */
export async function checkRatingDrops(db: Db, tenantId: string, now = new Date()) {
  const recentFrom = new Date(now.getTime() - RATING_DROP.recentDays * DAY_MS);
  const baselineFrom = new Date(recentFrom.getTime() - RATING_DROP.baselineDays * DAY_MS);
  const rows = await db
    .select({
      locationId: reviews.locationId,
      storeName: locations.locationName,
      recentAvg: sql<
        string | null
      >`avg(${reviews.starRating}) filter (where ${reviews.createTime} >= ${recentFrom})`,
      recentN: sql<number>`count(*) filter (where ${reviews.createTime} >= ${recentFrom})::int`,
      baselineAvg: sql<
        string | null
      >`avg(${reviews.starRating}) filter (where ${reviews.createTime} < ${recentFrom})`,
      baselineN: sql<number>`count(*) filter (where ${reviews.createTime} < ${recentFrom})::int`,
    })
    .from(reviews)
    .innerJoin(locations, sql`${locations.id} = ${reviews.locationId}`)
    .where(
      sql`${reviews.tenantId} = ${tenantId} and ${reviews.createTime} >= ${baselineFrom}
        and ${reviews.createTime} < ${now} and ${reviews.removedAt} is null`,
    )
    .groupBy(reviews.locationId, locations.locationName);
  const week = Math.floor(now.getTime() / (7 * DAY_MS));
  const events: NewAlertEvent[] = rows.flatMap((row) => {
    const recent = { avg: Number(row.recentAvg ?? 0), n: Number(row.recentN) };
    const baseline = { avg: Number(row.baselineAvg ?? 0), n: Number(row.baselineN) };
    if (!isRatingDrop(recent, baseline)) return [];
    return [
      {
        tenantId,
        kind: "RATING_DROP" as const,
        dedupeKey: `${row.locationId}:${week}`,
        data: {
          storeName: row.storeName,
          recentAvg: Math.round(recent.avg * 10) / 10,
          baselineAvg: Math.round(baseline.avg * 10) / 10,
          recentCount: recent.n,
        },
      },
    ];
  });
  return recordAlertEvents(db, events);
}

export async function runRatingDropChecks({ db }: { db: Db; queue: PgBoss }): Promise<number> {
  return startForTenants(
    await tenantsWanting(db, "RATING_DROP"),
    (tenantId) => checkRatingDrops(db, tenantId),
    "rating drop check",
  );
}

/** The hourly digest run: a job per tenant with digest users; each decides whose hour has come. */
export async function runDigests({ db, queue }: { db: Db; queue: PgBoss }): Promise<number> {
  const tenantIds = (
    await db
      .selectDistinct({ tenantId: alertSettings.tenantId })
      .from(alertSettings)
      .where(
        sql`exists (select 1 from jsonb_each_text(${alertSettings.events}) e where e.value = 'DIGEST')`,
      )
  ).map((row) => row.tenantId);
  return startForTenants(
    tenantIds,
    (tenantId) =>
      enqueueJob(db, queue, {
        tenantId,
        kind: ALERT_DELIVERY_KIND,
        items: [{ locationId: null, payload: { digest: true } }],
      }),
    "alert digest",
  );
}
