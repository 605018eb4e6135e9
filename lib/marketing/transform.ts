import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { extractRaw, extractRows, locations } from "@/lib/db/schema";
import { affected } from "./export-schema";

/** One statement, so a million values stay in the database. Google leaves out a day with 0: the
 * row is kept with 0. Reruns replace the job's rows. */
export async function transformExtract(
  db: Db,
  { tenantId, jobId, metrics }: { tenantId: string; jobId: string; metrics: readonly string[] },
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .delete(extractRows)
      .where(and(eq(extractRows.jobId, jobId), eq(extractRows.tenantId, tenantId)));
    const result = await tx.execute(sql`
      insert into ${extractRows}
        (job_id, tenant_id, location_id, store_code, store_name, day, metric, value)
      select r.job_id, ${tenantId}::uuid, r.location_id, l.store_code,
        coalesce(l.location_name, ''),
        make_date((v->'date'->>'year')::int, (v->'date'->>'month')::int, (v->'date'->>'day')::int),
        s->>'dailyMetric', coalesce((v->>'value')::bigint, 0)
      from ${extractRaw} r
      join ${locations} l on l.id = r.location_id and l.tenant_id = ${tenantId}
      cross join lateral jsonb_array_elements(coalesce(r.payload->'multiDailyMetricTimeSeries', '[]')) g
      cross join lateral jsonb_array_elements(coalesce(g->'dailyMetricTimeSeries', '[]')) s
      cross join lateral jsonb_array_elements(coalesce(s->'timeSeries'->'datedValues', '[]')) v
      where r.job_id = ${jobId}
        and s->>'dailyMetric' = any(${sql.param([...metrics])}::text[])
      on conflict do nothing`);
    return affected(result);
  });
}
