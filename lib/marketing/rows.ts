import "server-only";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { extractRows } from "@/lib/db/schema";
import { CSV_FORMULA_START, CSV_NEEDS_QUOTES, CSV_PLAIN_NUMBER, csvLine } from "@/lib/format/csv";
import { rowsOf } from "@/lib/db/rows";

export const EXTRACT_ROW_COLUMNS = ["store_code", "store_name", "day", "metric", "value"] as const;
const PAGE = 5000;
const CSV_PAGE = 20_000;

type Key = { locationId: string; metric: string; day: string };

const afterKey = (after: Key | null) =>
  after
    ? sql`(${extractRows.locationId}, ${extractRows.metric}, ${extractRows.day}) > (${after.locationId}::uuid, ${after.metric}, ${after.day}::date)`
    : undefined;

/** Keyset paging: a million rows are never re-scanned, and memory holds one page. */
export async function* extractRowPages(
  db: Db,
  { tenantId, jobId }: { tenantId: string; jobId: string },
) {
  let after: Key | null = null;
  for (;;) {
    const page: (typeof extractRows.$inferSelect)[] = await db
      .select()
      .from(extractRows)
      .where(and(eq(extractRows.jobId, jobId), eq(extractRows.tenantId, tenantId), afterKey(after)))
      .orderBy(asc(extractRows.locationId), asc(extractRows.metric), asc(extractRows.day))
      .limit(PAGE);
    if (page.length === 0) return;
    yield page;
    const last = page[page.length - 1]!;
    after = { locationId: last.locationId, metric: last.metric, day: last.day };
    if (page.length < PAGE) return;
  }
}

/** A text cell as csvCell writes it, by the same patterns (an apostrophe before a formula; quoted). */
function csvCell(value: SQL): SQL {
  const formula = sql`${value} ~ ${CSV_FORMULA_START} and ${value} !~ ${CSV_PLAIN_NUMBER}`;
  const safe = sql`(case when ${formula} then '''' || ${value} else ${value} end)`;
  return sql`coalesce(case when ${safe} ~ ${CSV_NEEDS_QUOTES} then '"' || replace(${safe}, '"', '""') || '"' else ${safe} end, '')`;
}

/** Each page is one string from the database (string_agg), sparing a million row objects. */
export async function* extractRowsCsv(
  db: Db,
  { tenantId, jobId }: { tenantId: string; jobId: string },
) {
  yield csvLine(EXTRACT_ROW_COLUMNS);
  let after: Key | null = null;
  type CsvPage = {
    body: string | null;
    n: number;
    location_id: string;
    metric: string;
    day: string;
  };
  for (;;) {
    const [page]: CsvPage[] = rowsOf<{
      body: string | null;
      n: number;
      location_id: string;
      metric: string;
      day: string;
    }>(
      await db.execute(sql`
        with page as (
          select ${extractRows.locationId} as location_id, ${extractRows.metric} as metric,
            ${extractRows.day} as day, ${extractRows.storeCode} as store_code,
            ${extractRows.storeName} as store_name, ${extractRows.value} as value
          from ${extractRows}
          where ${and(eq(extractRows.jobId, jobId), eq(extractRows.tenantId, tenantId), afterKey(after))}
          order by 1, 2, 3
          limit ${CSV_PAGE}
        ),
        last as (select location_id, metric, day from page order by 1 desc, 2 desc, 3 desc limit 1)
        select
          (select string_agg(
            ${csvCell(sql`store_code`)} || ',' || ${csvCell(sql`store_name`)} || ',' ||
            to_char(day, 'YYYY-MM-DD') || ',' || ${csvCell(sql`metric`)} || ',' || value::text || E'\\r\\n',
            '' order by location_id, metric, day) from page) as body,
          (select count(*)::int from page) as n,
          last.location_id, last.metric, to_char(last.day, 'YYYY-MM-DD') as day
        from (select 1) one left join last on true`),
    );
    if (!page || !page.n) return;
    yield page.body ?? "";
    if (page.n < CSV_PAGE) return;
    after = { locationId: page.location_id, metric: page.metric, day: page.day };
  }
}
