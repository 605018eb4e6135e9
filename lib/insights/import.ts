import "server-only";
import type { Db } from "@/lib/db/client";
import { dailyMetrics } from "@/lib/db/schema";
import type { MapsClient } from "@/lib/maps/client";
import { DAILY_METRICS, type FetchMultiDailyMetricsTimeSeriesResponse } from "@/lib/maps/types";
import {
  excluded,
  runImport,
  tenantImportLocations,
  type ImportLocation,
} from "@/lib/onboarding/imports";
import { fromGoogleDate, metricsImportRange, type DayRange } from "./period";

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
        .filter((dated) => dated.value !== undefined)
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
 * One store's daily Performance metrics over `range`, stored or refreshed. Answers how many
 * values. The initial import and the admin's metrics sync both read stores through it.
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
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(dailyMetrics)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [dailyMetrics.locationId, dailyMetrics.metric, dailyMetrics.day],
        set: { value: excluded("value") },
      });
  }
  return rows.length;
}

/** setupInitialReportInsights: three months of daily Performance metrics of the tenant's stores. */
export async function importTenantMetrics(
  db: Db,
  tenantId: string,
  client: MapsClient,
  now: Date = new Date(),
): Promise<number> {
  return runImport(db, tenantId, "insights", async () => {
    const range = metricsImportRange(now);
    let total = 0;
    for (const location of await tenantImportLocations(db, tenantId))
      total += await importLocationMetrics(db, tenantId, location, client, range);
    return total;
  });
}
