import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { DayRange } from "@/lib/insights/period";
import { num, rowsOf } from "./rows";
import { REPORT_METRIC_COLUMNS } from "./metric-columns";
import type { ResolvedScope } from "./scope";
import { storeColumnTotalsSql } from "./store-totals";

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
 * The tenant's metrics per day over the range and the compared one, from the tenant rollup (a
 * year is about 4,000 rows).
 */
async function tenantMetricDays(
  db: Db,
  scope: ResolvedScope,
  range: DayRange,
  compare: DayRange | null,
): Promise<MetricDays> {
  const days = compare
    ? sql`(day between ${range.start}::date and ${range.end}::date or day between ${compare.start}::date and ${compare.end}::date)`
    : sql`day between ${range.start}::date and ${range.end}::date`;
  const result = await db.execute(
    sql`select day::text as day, metric, value from tenant_metric_days
        where tenant_id = ${scope.tenantId} and ${days}`,
  );
  const data: MetricDays = { current: new Map(), previous: new Map(), daily: new Map() };
  for (const row of rowsOf<{ day: string; metric: string; value: unknown }>(result)) {
    const value = num(row.value);
    if (inRange(row.day, range)) {
      add(data.current, row.metric, value);
      addDaily(data, row.day, row.metric, value);
    }
    if (inRange(row.day, compare)) add(data.previous, row.metric, value);
  }
  return data;
}

function addDaily(data: MetricDays, day: string, metric: string, value: number) {
  let sums = data.daily.get(day);
  if (!sums) data.daily.set(day, (sums = new Map()));
  add(sums, metric, value);
}

/**
 * Some stores' metrics per day over the range, from their running totals: a store's value on a
 * day is its running total minus the one of its row before (its last row before the range for
 * the first day), so a year of 500 stores reads 183,000 rows instead of the 2 million of
 * daily_metrics. The compared range needs only totals: two index reads per store.
 */
async function storeMetricDays(
  db: Db,
  scope: ResolvedScope,
  range: DayRange,
  compare: DayRange | null,
): Promise<MetricDays> {
  const entries = Object.entries(REPORT_METRIC_COLUMNS);
  const diffs = sql.raw(
    entries.map(([, c]) => `r.${c} - coalesce(lag(r.${c}) over w, b.${c}, 0) as ${c}`).join(", "),
  );
  const sums = sql.raw(entries.map(([, c]) => `sum(${c}) as ${c}`).join(", "));
  const read = sql.raw(entries.map(([, c]) => c).join(", "));
  const daily = db.execute(sql`
    with s as (${scope.stores}),
    b as (
      select s.id, b.* from s left join lateral (
        select ${read} from metric_running_totals r
        where r.location_id = s.id and r.day < ${range.start}::date order by r.day desc limit 1
      ) b on true
    ),
    d as (
      select r.day, ${diffs}
      from metric_running_totals r join b on b.id = r.location_id
      where r.day between ${range.start}::date and ${range.end}::date
      window w as (partition by r.location_id order by r.day)
    )
    select day::text as day, ${sums} from d group by day`);
  const previous = compare
    ? db.execute(sql`select ${sums} from (${storeColumnTotalsSql(scope.stores, compare)}) t`)
    : Promise.resolve({ rows: [] });
  const [dailyResult, previousResult] = await Promise.all([daily, previous]);
  const data: MetricDays = { current: new Map(), previous: new Map(), daily: new Map() };
  for (const row of rowsOf<Record<string, unknown> & { day: string }>(dailyResult)) {
    for (const [metric, c] of entries) {
      const value = num(row[c]);
      add(data.current, metric, value);
      addDaily(data, row.day, metric, value);
    }
  }
  const [prev] = rowsOf<Record<string, unknown>>(previousResult);
  for (const [metric, c] of entries) if (prev) data.previous.set(metric, num(prev[c]));
  return data;
}

/**
 * The scope's metrics per day over the range and the compared one, summed over its stores: the
 * tenant rollup for the whole tenant, else the stores' running totals.
 */
export function loadMetricDays(
  db: Db,
  scope: ResolvedScope,
  range: DayRange,
  compare: DayRange | null,
): Promise<MetricDays> {
  return scope.whole
    ? tenantMetricDays(db, scope, range, compare)
    : storeMetricDays(db, scope, range, compare);
}
