// Builds metric_running_totals of a tenant from its daily_metrics rows, as the metrics import
// keeps them: one row per store and day from its first to its last day, zeros included.
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { REPORT_METRIC_COLUMNS } from "@/lib/reports/metric-columns";

export async function rebuildRunningTotals(db: Db, tenantId: string): Promise<void> {
  const entries = Object.entries(REPORT_METRIC_COLUMNS);
  const columns = sql.raw(entries.map(([, column]) => column).join(", "));
  const perDay = sql.raw(
    entries
      .map(([metric, column]) => `sum(value) filter (where metric = '${metric}') as ${column}`)
      .join(", "),
  );
  const running = sql.raw(
    entries.map(([, column]) => `sum(coalesce(d.${column}, 0)) over w`).join(", "),
  );
  await db.execute(sql`delete from metric_running_totals where tenant_id = ${tenantId}`);
  await db.execute(sql`
    insert into metric_running_totals (location_id, day, tenant_id, ${columns})
    select g.location_id, g.day, ${tenantId}, ${running}
    from (
      select location_id,
        generate_series(min(day)::timestamp, max(day)::timestamp, interval '1 day')::date as day
      from daily_metrics where tenant_id = ${tenantId} group by location_id
    ) g
    left join (
      select location_id, day, ${perDay} from daily_metrics
      where tenant_id = ${tenantId} group by location_id, day
    ) d on d.location_id = g.location_id and d.day = g.day
    window w as (partition by g.location_id order by g.day)`);
}
