import "server-only";
import { sql, type SQLChunk } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { metricRunningTotals } from "@/lib/db/schema";
import { METRIC_COLUMN_ENTRIES } from "./metric-columns";
import type { DayRange } from "./period";

const columns = METRIC_COLUMN_ENTRIES.map(({ metric, column }) => ({
  metric,
  name: sql.identifier(metricRunningTotals[column].name),
}));
const list = (parts: SQLChunk[]) => sql.join(parts, sql`, `);

// A row for every day (zeros included), so rows stay dense: a gap since the last stored day is
// filled first. Unchanged rows are not rewritten. Run inside the transaction that wrote the values.
export async function recomputeRunningTotals(
  db: Db,
  { tenantId, locationId, range }: { tenantId: string; locationId: string; range: DayRange },
): Promise<void> {
  const sums = list(
    columns.map(
      ({ metric, name }) =>
        sql`coalesce(sum(value) filter (where metric = ${metric}), 0) as ${name}`,
    ),
  );
  const running = list(
    columns.map(
      ({ name }) =>
        sql`coalesce((select ${name} from base), 0) + sum(coalesce(daily.${name}, 0)) over (order by days.day)`,
    ),
  );
  const names = list(columns.map(({ name }) => name));
  const excludedNames = list(columns.map(({ name }) => sql`excluded.${name}`));
  const current = list(columns.map(({ name }) => sql`metric_running_totals.${name}`));
  await db.execute(sql`
    with bounds as (
      select
        (select max(day) from metric_running_totals where location_id = ${locationId}) as last_day,
        (select min(day) from daily_metrics where location_id = ${locationId}) as first_day
    ), span as (
      select
        case when last_day is null then least(${range.start}::date, coalesce(first_day, ${range.start}::date))
             else least(${range.start}::date, last_day + 1) end as from_day,
        greatest(${range.end}::date, coalesce(last_day, ${range.end}::date)) as to_day
      from bounds
    ), base as (
      select ${names} from metric_running_totals, span
      where location_id = ${locationId} and day = span.from_day - 1
    ), days as (
      select generate_series(from_day, to_day, interval '1 day')::date as day from span
    ), daily as (
      select day, ${sums} from daily_metrics, span
      where location_id = ${locationId} and day between span.from_day and span.to_day
      group by day
    )
    insert into metric_running_totals (location_id, day, tenant_id, ${names})
    select ${locationId}::uuid, days.day, ${tenantId}::uuid, ${running}
    from days left join daily on daily.day = days.day
    on conflict (location_id, day) do update set (${names}) = (${excludedNames})
    where (${current}) is distinct from (${excludedNames})
  `);
}

/** Two imports of one store must not interleave totals. */
export async function lockStoreMetrics(db: Db, locationId: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('metric_running_totals'), hashtext(${locationId}))`,
  );
}
