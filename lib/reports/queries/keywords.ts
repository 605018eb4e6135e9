import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { DayRange } from "@/lib/insights/period";
import { num, rowsOf } from "@/lib/db/rows";
import type { ResolvedScope } from "./scope";

/** Most keywords a report returns; the GraphQL field cuts it to its `limit`. */
export const MAX_KEYWORDS = 100;

export type KeywordTotal = { keyword: string; value: number; belowThreshold: number };

/** Over the months the range touches: the service reports keywords by month. */
export async function topKeywords(
  db: Db,
  scope: ResolvedScope,
  range: DayRange,
): Promise<KeywordTotal[]> {
  const months = sql`month between date_trunc('month', ${range.start}::date)::date and ${range.end}::date`;
  const result = await db.execute(
    scope.whole
      ? sql`select keyword, sum(value) as value, sum(below_threshold) as below
            from tenant_keyword_months where tenant_id = ${scope.tenantId} and ${months}
            group by keyword order by sum(value) desc, keyword limit ${MAX_KEYWORDS}`
      : sql`select keyword, sum(coalesce(value, 0)) as value, count(*) filter (where value is null) as below
            from search_keyword_months
            where tenant_id = ${scope.tenantId} and location_id in (${scope.stores}) and ${months}
            group by keyword order by 2 desc, keyword limit ${MAX_KEYWORDS}`,
  );
  return rowsOf<{ keyword: string; value: unknown; below: unknown }>(result).map((row) => ({
    keyword: row.keyword,
    value: num(row.value),
    belowThreshold: num(row.below),
  }));
}
