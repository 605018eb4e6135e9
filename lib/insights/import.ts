import "server-only";
import { and, between, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { dailyMetrics, metricRunningTotals } from "@/lib/db/schema";
import type { MapsClient } from "@/lib/maps/client";
import { DAILY_METRICS, type FetchMultiDailyMetricsTimeSeriesResponse } from "@/lib/maps/types";
import {
  excluded,
  runImport,
  tenantImportLocations,
  type ImportLocation,
} from "@/lib/onboarding/imports";
import { monthsBetween } from "./incremental";
import { importLocationKeywords, type CallWrapper } from "./keywords";
import { fromGoogleDate, metricsImportRange, type DayRange } from "./period";
import { lockStoreMetrics, recomputeRunningTotals } from "./running-totals";

type MetricRow = typeof dailyMetrics.$inferInsert;

/** The days with a value of every series of a Performance answer, as product rows. */
export function metricRows(
  tenantId: string,
  locationId: string,
  answer: FetchMultiDailyMetricsTimeSeriesResponse,
): MetricRow[] {
  return (answer.multiDailyMetricTimeSeries ?? []).flatMap((group) =>
    (group.dailyMetricTimeSeries ?? []).flatMap((series) =>
      (series.timeSeries.datedValues ?? [])
        // Google leaves value out on days with 0: nothing to add to any sum.
        .filter((dated) => dated.value !== undefined && Number(dated.value) !== 0)
        .map((dated) => ({
          tenantId,
          locationId,
          metric: series.dailyMetric,
          day: fromGoogleDate(dated.date),
          value: Number(dated.value),
        })),
    ),
  );
}

/**
 * One store's daily Performance metrics over `range`, stored or refreshed, with its running totals
 * from the range's start on, in one transaction. A value the service no longer gives (now 0) is
 * removed. Answers how many values. The initial import and the metrics sync both read through it.
 */
export async function importLocationMetrics(
  db: Db,
  tenantId: string,
  location: ImportLocation,
  client: MapsClient,
  range: DayRange,
): Promise<number> {
  const answer = await client.fetchDailyMetrics(location.googleId, DAILY_METRICS, range);
  const rows = metricRows(tenantId, location.id, answer);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockStoreMetrics(tx, location.id);
    // One parameter however long the range: the (metric, day) pairs the answer still has.
    const kept = JSON.stringify(rows.map(({ metric, day }) => ({ metric, day })));
    await tx
      .delete(dailyMetrics)
      .where(
        and(
          eq(dailyMetrics.locationId, location.id),
          inArray(dailyMetrics.metric, [...DAILY_METRICS]),
          between(dailyMetrics.day, range.start, range.end),
          sql`(${dailyMetrics.metric}, ${dailyMetrics.day}) not in (select metric, day from jsonb_to_recordset(${kept}::jsonb) as k(metric text, day date))`,
        ),
      );
    for (let i = 0; i < rows.length; i += 1000) {
      await tx
        .insert(dailyMetrics)
        .values(rows.slice(i, i + 1000))
        .onConflictDoUpdate({
          target: [dailyMetrics.locationId, dailyMetrics.metric, dailyMetrics.day],
          set: { value: excluded("value") },
          // Days read again unchanged are not rewritten (nor their rollup touched).
          setWhere: sql`${dailyMetrics.value} <> excluded.value`,
        });
    }
    await recomputeRunningTotals(tx, tenantId, location.id, range);
  });
  return rows.length;
}

/** The store's last day with running totals (its metrics read up to it), or null. */
export async function lastMetricDay(db: Db, locationId: string): Promise<string | null> {
  const [row] = await db
    .select({ day: sql<string | null>`max(${metricRunningTotals.day})::text` })
    .from(metricRunningTotals)
    .where(eq(metricRunningTotals.locationId, locationId));
  return row?.day ?? null;
}

/**
 * One store's metrics over `range` and its search keywords of the range's months. `call` wraps
 * each maps call (a job's quota).
 */
export async function importLocationInsights(
  db: Db,
  tenantId: string,
  location: ImportLocation,
  client: MapsClient,
  { days, months, call }: { days: DayRange | null; months: readonly string[]; call?: CallWrapper },
): Promise<number> {
  const wrap: CallWrapper = call ?? ((fn) => fn());
  let total = 0;
  if (days) total += await wrap(() => importLocationMetrics(db, tenantId, location, client, days));
  if (months.length)
    total += await importLocationKeywords(db, tenantId, location, client, months, wrap);
  return total;
}

/**
 * setupInitialReportInsights: three months of daily Performance metrics of the tenant's stores,
 * and their search keywords of those months. Answers how many metric values (the import's count
 * as the onboarding shows it; keywords come on top).
 */
export async function importTenantMetrics(
  db: Db,
  tenantId: string,
  client: MapsClient,
  now: Date = new Date(),
): Promise<number> {
  return runImport(db, tenantId, "insights", async () => {
    const range = metricsImportRange(now);
    const months = monthsBetween(range.start, range.end);
    let total = 0;
    for (const location of await tenantImportLocations(db, tenantId)) {
      total += await importLocationMetrics(db, tenantId, location, client, range);
      await importLocationKeywords(db, tenantId, location, client, months);
    }
    return total;
  });
}
