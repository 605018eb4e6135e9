// The metrics tests' checks of stored sums: a store's daily values and running totals over a
// range, the running totals' days, and the tenant rollups against the rows they sum.
import { and, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "@/lib/db/client";
import { dailyMetrics, metricRunningTotals } from "@/lib/db/schema";
import { addDays } from "@/lib/insights/incremental";
import { METRIC_COLUMN_ENTRIES } from "@/lib/insights/metric-columns";
import { DAILY_METRICS } from "@/lib/maps/types";

/** Each metric's daily values of a store summed over [start, end]. */
export async function dailySums(db: Db, locationId: string, start: string, end: string) {
  const rows = await db
    .select({ metric: dailyMetrics.metric, total: sql<string>`sum(${dailyMetrics.value})` })
    .from(dailyMetrics)
    .where(
      and(
        eq(dailyMetrics.locationId, locationId),
        sql`${dailyMetrics.day} between ${start} and ${end}`,
      ),
    )
    .groupBy(dailyMetrics.metric);
  return Object.fromEntries(
    DAILY_METRICS.map((m) => [m, Number(rows.find((r) => r.metric === m)?.total ?? 0)]),
  );
}

/** The same sums out of the running totals: running(end) − running(start − 1). */
export async function runningSums(db: Db, locationId: string, start: string, end: string) {
  const at = async (day: string) =>
    (
      await db
        .select()
        .from(metricRunningTotals)
        .where(
          and(eq(metricRunningTotals.locationId, locationId), eq(metricRunningTotals.day, day)),
        )
    )[0];
  const last = await at(end);
  const before = await at(addDays(start, -1));
  expect(last, `running total of ${end}`).toBeDefined();
  return Object.fromEntries(
    METRIC_COLUMN_ENTRIES.map(({ metric, column }) => [
      metric,
      last![column] - (before?.[column] ?? 0),
    ]),
  );
}

export async function runningDays(db: Db, locationId: string) {
  const rows = await db
    .select({ day: metricRunningTotals.day })
    .from(metricRunningTotals)
    .where(eq(metricRunningTotals.locationId, locationId))
    .orderBy(metricRunningTotals.day);
  return rows.map((r) => r.day);
}

export function expectDense(days: string[]) {
  for (let i = 1; i < days.length; i++) expect(days[i]).toBe(addDays(days[i - 1]!, 1));
}

/** The rollups equal the rows they sum (a missing rollup row and a 0 are the same). */
export async function expectRollupsExact(db: Db) {
  const metricDiff = await db.execute(sql`
    select coalesce(r.tenant_id, d.tenant_id) as tenant_id, coalesce(r.day, d.day) as day,
      coalesce(r.metric, d.metric) as metric, r.value as rollup, d.value as rows
    from tenant_metric_days r
    full join (select tenant_id, day, metric, sum(value) as value from daily_metrics
               group by tenant_id, day, metric) d
      on d.tenant_id = r.tenant_id and d.day = r.day and d.metric = r.metric
    where coalesce(r.value, 0) <> coalesce(d.value, 0)`);
  expect((metricDiff as unknown as { rows: unknown[] }).rows).toEqual([]);
  const keywordDiff = await db.execute(sql`
    select r.*, d.*
    from tenant_keyword_months r
    full join (select tenant_id, month, keyword, sum(coalesce(value, 0)) as value,
                 count(*) filter (where value is null) as below
               from search_keyword_months group by tenant_id, month, keyword) d
      on d.tenant_id = r.tenant_id and d.month = r.month and d.keyword = r.keyword
    where coalesce(r.value, 0) <> coalesce(d.value, 0)
       or coalesce(r.below_threshold, 0) <> coalesce(d.below, 0)`);
  expect((keywordDiff as unknown as { rows: unknown[] }).rows).toEqual([]);
}
