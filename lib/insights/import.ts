import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { dailyMetrics, metricRunningTotals } from "@/lib/db/schema";
import type { MapsClient } from "@/lib/maps/client";
import {
  DAILY_METRICS,
  MAX_DAILY_METRICS_RANGE_DAYS,
  type FetchMultiDailyMetricsTimeSeriesResponse,
} from "@/lib/maps/types";
import { runImport, tenantImportLocations, type ImportLocation } from "@/lib/onboarding/imports";
import { monthsBetween, splitDayRange } from "./incremental";
import { importLocationKeywords, type CallWrapper } from "./keywords";
import { fromGoogleDate, metricsImportRange, type DayRange } from "./period";
import { lockStoreMetrics, recomputeRunningTotals } from "./running-totals";

type MetricRow = typeof dailyMetrics.$inferInsert;

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

export type StoreMetricValues = { location: ImportLocation; range: DayRange; rows: MetricRow[] };

/** One call per MAX_DAILY_METRICS_RANGE_DAYS days. */
export async function fetchLocationMetrics(
  tenantId: string,
  location: ImportLocation,
  client: MapsClient,
  range: DayRange,
): Promise<StoreMetricValues> {
  const rows: MetricRow[] = [];
  for (const piece of splitDayRange(range, MAX_DAILY_METRICS_RANGE_DAYS)) {
    const answer = await client.fetchDailyMetrics(location.googleId, DAILY_METRICS, piece);
    rows.push(...metricRows(tenantId, location.id, answer));
  }
  return { location, range, rows };
}

const column = <T>(rows: readonly MetricRow[], pick: (row: MetricRow) => T) =>
  sql.param(rows.map(pick));

// A value the service no longer gives (now 0) is removed. Every store's rows go in one statement
// (arrays, not a parameter per value), so the tenant rollup's trigger runs once.
export async function storeLocationMetrics(
  db: Db,
  { tenantId, stores }: { tenantId: string; stores: readonly StoreMetricValues[] },
): Promise<void> {
  if (stores.length === 0) return;
  const rows = stores.flatMap((store) => store.rows);
  const ids = stores.map((store) => store.location.id);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // In one order, so two imports of overlapping stores cannot wait on each other.
    for (const id of [...ids].sort()) await lockStoreMetrics(tx, id);
    await tx.execute(sql`
      delete from daily_metrics d
      using unnest(${sql.param(ids)}::uuid[], ${sql.param(stores.map((s) => s.range.start))}::date[],
        ${sql.param(stores.map((s) => s.range.end))}::date[]) as r(location_id, first_day, last_day)
      where d.location_id = r.location_id and d.day between r.first_day and r.last_day
        and d.metric = any(${sql.param([...DAILY_METRICS])}::text[])
        and not exists (
          select 1 from unnest(${column(rows, (r) => r.locationId)}::uuid[],
            ${column(rows, (r) => r.metric)}::text[], ${column(rows, (r) => r.day)}::date[])
            as k(location_id, metric, day)
          where k.location_id = d.location_id and k.metric = d.metric and k.day = d.day)`);
    if (rows.length > 0)
      await tx.execute(sql`
        insert into daily_metrics (tenant_id, location_id, metric, day, value)
        select ${tenantId}::uuid, location_id, metric, day, value
        from unnest(${column(rows, (r) => r.locationId)}::uuid[], ${column(rows, (r) => r.metric)}::text[],
          ${column(rows, (r) => r.day)}::date[], ${column(rows, (r) => r.value)}::bigint[])
          as k(location_id, metric, day, value)
        on conflict (location_id, metric, day) do update set value = excluded.value
        -- Days read again unchanged are not rewritten (nor their rollup touched).
        where daily_metrics.value <> excluded.value`);
    for (const store of stores)
      await recomputeRunningTotals(tx, {
        tenantId,
        locationId: store.location.id,
        range: store.range,
      });
  });
}

// The metrics sync reads through it, the initial import in batches.
export async function importLocationMetrics(
  db: Db,
  {
    tenantId,
    location,
    client,
    range,
  }: { tenantId: string; location: ImportLocation; client: MapsClient; range: DayRange },
): Promise<number> {
  const values = await fetchLocationMetrics(tenantId, location, client, range);
  await storeLocationMetrics(db, { tenantId, stores: [values] });
  return values.rows.length;
}

export async function lastMetricDay(db: Db, locationId: string): Promise<string | null> {
  const [row] = await db
    .select({ day: sql<string | null>`max(${metricRunningTotals.day})::text` })
    .from(metricRunningTotals)
    .where(eq(metricRunningTotals.locationId, locationId));
  return row?.day ?? null;
}

// `call` wraps each maps call (a job's quota).
export async function importLocationInsights(
  db: Db,
  {
    tenantId,
    location,
    client,
    days,
    months,
    call,
  }: {
    tenantId: string;
    location: ImportLocation;
    client: MapsClient;
    days: DayRange | null;
    months: readonly string[];
    call?: CallWrapper;
  },
): Promise<number> {
  const wrap: CallWrapper = call ?? ((fn) => fn());
  let total = 0;
  if (days)
    total += await wrap(() =>
      importLocationMetrics(db, { tenantId, location, client, range: days }),
    );
  if (months.length)
    total += await importLocationKeywords(db, { tenantId, location, client, months, call: wrap });
  return total;
}

/** Stores whose metrics the initial import writes in one transaction. */
const IMPORT_BATCH_STORES = 20;

// The count is what the onboarding shows; keywords come on top.
export async function importTenantMetrics(
  db: Db,
  {
    tenantId,
    client,
    now = new Date(),
    months,
  }: { tenantId: string; client: MapsClient; now?: Date; months?: number },
): Promise<number> {
  return runImport(db, {
    tenantId,
    kind: "insights",
    work: async () => {
      const usual = metricsImportRange(now);
      const range = months ? metricsImportRange(now, months) : usual;
      const keywordMonths = monthsBetween(usual.start, usual.end);
      const locations = await tenantImportLocations(db, { tenantId });
      let total = 0;
      for (let i = 0; i < locations.length; i += IMPORT_BATCH_STORES) {
        const batch = locations.slice(i, i + IMPORT_BATCH_STORES);
        const values: StoreMetricValues[] = [];
        for (const location of batch)
          values.push(await fetchLocationMetrics(tenantId, location, client, range));
        await storeLocationMetrics(db, { tenantId, stores: values });
        total += values.reduce((n, store) => n + store.rows.length, 0);
        for (const location of batch)
          await importLocationKeywords(db, { tenantId, location, client, months: keywordMonths });
      }
      return total;
    },
  });
}
