import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { DayRange } from "@/lib/insights/period";
import { num, rowsOf } from "@/lib/db/rows";
import { REPORT_METRIC_COLUMNS } from "../metric-columns";
import { addDays, daysOf } from "../range";
import type { ResolvedScope } from "./scope";
import { storeColumnTotalsSql } from "./store-totals";

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

/** From the tenant rollup: a year is about 4,000 rows. */
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

/** Running totals are dense, so a day's value is the day's total minus the day before's; a store
 * whose rows end in the range keeps its last total. A year of 500 stores reads 183,000 rows in one
 * aggregate instead of 2 million daily rows. */
async function storeMetricDays(
  db: Db,
  scope: ResolvedScope,
  range: DayRange,
  compare: DayRange | null,
): Promise<MetricDays> {
  const entries = Object.entries(REPORT_METRIC_COLUMNS);
  const sums = sql.raw(entries.map(([, c]) => `sum(${c}) as ${c}`).join(", "));
  const read = sql.raw(entries.map(([, c]) => c).join(", "));
  const before = addDays(range.start, -1);
  const [totalsResult, endsResult, previousResult] = await Promise.all([
    db.execute(sql`
      select day::text as day, ${sums} from metric_running_totals
      where location_id in (${scope.stores}) and day between ${before}::date and ${range.end}::date
      group by day`),
    db.execute(sql`
      select e.day::text as day, ${sums} from (${scope.stores}) s
      cross join lateral (
        select day, ${read} from metric_running_totals r
        where r.location_id = s.id and r.day <= ${range.end}::date order by r.day desc limit 1
      ) e
      where e.day >= ${before}::date and e.day < ${range.end}::date group by e.day`),
    compare
      ? db.execute(
          sql`select ${sums} from (${storeColumnTotalsSql(scope.tenantId, scope.stores, compare)}) t`,
        )
      : Promise.resolve({ rows: [] }),
  ]);
  type Sums = Record<string, unknown> & { day: string };
  const totals = new Map(rowsOf<Sums>(totalsResult).map((row) => [row.day, row]));
  const ends = new Map(rowsOf<Sums>(endsResult).map((row) => [row.day, row]));
  const data: MetricDays = { current: new Map(), previous: new Map(), daily: new Map() };
  // Per metric column: the stores' totals the day before, and the last totals of ended stores.
  const carried = new Map(entries.map(([, c]) => [c, 0]));
  const last = new Map(entries.map(([, c]) => [c, num(totals.get(before)?.[c])]));
  for (const c of carried.keys()) carried.set(c, num(ends.get(before)?.[c]));
  for (const day of daysOf(range)) {
    for (const [metric, c] of entries) {
      const total = num(totals.get(day)?.[c]) + carried.get(c)!;
      const value = total - last.get(c)!;
      last.set(c, total);
      carried.set(c, carried.get(c)! + num(ends.get(day)?.[c]));
      if (value === 0) continue;
      add(data.current, metric, value);
      addDaily(data, day, metric, value);
    }
  }
  const [prev] = rowsOf<Record<string, unknown>>(previousResult);
  for (const [metric, c] of entries) if (prev) data.previous.set(metric, num(prev[c]));
  return data;
}

/** The tenant rollup for the whole tenant, else the stores' running totals. */
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

/** Running totals start on the first day imported; null without any. */
export async function metricsDataFrom(db: Db, scope: ResolvedScope): Promise<string | null> {
  const result = await db.execute(
    scope.whole
      ? sql`select min(day)::text as day from metric_running_totals where tenant_id = ${scope.tenantId}`
      : sql`select min(f.day)::text as day from (${scope.stores}) s cross join lateral (
          select day from metric_running_totals r where r.location_id = s.id order by r.day limit 1
        ) f`,
  );
  return rowsOf<{ day: string | null }>(result)[0]?.day ?? null;
}
