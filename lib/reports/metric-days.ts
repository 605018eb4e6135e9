import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { DayRange } from "@/lib/insights/period";
import { num, rowsOf } from "./rows";
import type { ResolvedScope } from "./scope";

/** Metric → value. */
export type MetricSums = Map<string, number>;

export type MetricDays = {
  current: MetricSums;
  previous: MetricSums;
  /** Day → metric → value, days of the range only. */
  daily: Map<string, MetricSums>;
};

const add = (sums: MetricSums, metric: string, value: number) =>
  sums.set(metric, (sums.get(metric) ?? 0) + value);

const inRange = (day: string, range: DayRange | null) =>
  range !== null && day >= range.start && day <= range.end;

/**
 * The scope's metrics per day over the range and the compared one, summed over its stores: the
 * tenant rollup for the whole tenant (a year is about 4,000 rows), else the stores' own rows.
 */
export async function loadMetricDays(
  db: Db,
  scope: ResolvedScope,
  range: DayRange,
  compare: DayRange | null,
): Promise<MetricDays> {
  const days = compare
    ? sql`(day between ${range.start}::date and ${range.end}::date or day between ${compare.start}::date and ${compare.end}::date)`
    : sql`day between ${range.start}::date and ${range.end}::date`;
  const result = await db.execute(
    scope.whole
      ? sql`select day::text as day, metric, value from tenant_metric_days
            where tenant_id = ${scope.tenantId} and ${days}`
      : sql`select day::text as day, metric, sum(value) as value from daily_metrics
            where tenant_id = ${scope.tenantId} and location_id in (${scope.stores}) and ${days}
            group by day, metric`,
  );
  const data: MetricDays = { current: new Map(), previous: new Map(), daily: new Map() };
  for (const row of rowsOf<{ day: string; metric: string; value: unknown }>(result)) {
    const value = num(row.value);
    if (inRange(row.day, range)) {
      add(data.current, row.metric, value);
      let day = data.daily.get(row.day);
      if (!day) data.daily.set(row.day, (day = new Map()));
      add(day, row.metric, value);
    }
    if (inRange(row.day, compare)) add(data.previous, row.metric, value);
  }
  return data;
}
