import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { searchKeywordMonths } from "@/lib/db/schema";
import type { MapsClient } from "@/lib/maps/client";
import { MAX_SEARCH_KEYWORDS_PAGE_SIZE, type SearchKeywordCount } from "@/lib/maps/types";
import type { ImportLocation } from "@/lib/onboarding/imports";

type KeywordRow = typeof searchKeywordMonths.$inferInsert;

/** A job passes its quota wrapper, an import calls straight. */
export type CallWrapper = <T>(call: () => Promise<T>) => Promise<T>;
const direct: CallWrapper = (call) => call();

export function keywordRow(
  tenantId: string,
  locationId: string,
  month: string,
  count: SearchKeywordCount,
): KeywordRow | null {
  const keyword = count.searchKeyword?.trim();
  if (!keyword) return null;
  const insights = count.insightsValue as { value?: string; threshold?: string } | undefined;
  const value = insights?.value !== undefined ? Number(insights.value) : null;
  const threshold = insights?.threshold !== undefined ? Number(insights.threshold) : null;
  if (value !== null && Number.isSafeInteger(value))
    return { tenantId, locationId, month, keyword, value, threshold: null };
  if (threshold !== null && Number.isSafeInteger(threshold))
    return { tenantId, locationId, month, keyword, value: null, threshold };
  return null;
}

// One month per call, as the service sums whatever range it is asked. A month's keywords no longer
// listed are removed.
export async function importLocationKeywords(
  db: Db,
  {
    tenantId,
    location,
    client,
    months,
    call = direct,
  }: {
    tenantId: string;
    location: ImportLocation;
    client: MapsClient;
    months: readonly string[];
    call?: CallWrapper;
  },
): Promise<number> {
  const byMonth = new Map<string, KeywordRow[]>();
  for (const month of months) {
    // Page by page, so that each request takes its own turn through `call` (a job's quota).
    const counts: SearchKeywordCount[] = [];
    let pageToken: string | undefined;
    do {
      const page = await call(() =>
        client.listSearchKeywords(
          location.googleId,
          { start: month, end: month },
          { pageSize: MAX_SEARCH_KEYWORDS_PAGE_SIZE, pageToken },
        ),
      );
      counts.push(...(page.searchKeywordsCounts ?? []));
      pageToken = page.nextPageToken;
    } while (pageToken);
    const rows = new Map<string, KeywordRow>();
    for (const count of counts) {
      const row = keywordRow(tenantId, location.id, month, count);
      if (row) rows.set(row.keyword, row);
    }
    byMonth.set(month, [...rows.values()]);
  }
  const rows = [...byMonth.values()].flat();
  const param = <T>(pick: (row: KeywordRow) => T) => sql.param(rows.map(pick));
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // All months in two statements: the keywords a month no longer lists go, the rest upsert.
    await tx.execute(sql`
      delete from search_keyword_months m
      where m.location_id = ${location.id} and m.month = any(${sql.param([...byMonth.keys()])}::date[])
        and not exists (
          select 1 from unnest(${param((r) => r.month)}::date[], ${param((r) => r.keyword)}::text[])
            as k(month, keyword)
          where k.month = m.month and k.keyword = m.keyword)`);
    if (rows.length > 0)
      await tx.execute(sql`
        insert into search_keyword_months (tenant_id, location_id, month, keyword, value, threshold)
        select ${tenantId}::uuid, ${location.id}::uuid, month, keyword, value, threshold
        from unnest(${param((r) => r.month)}::date[], ${param((r) => r.keyword)}::text[],
          ${param((r) => r.value ?? null)}::bigint[], ${param((r) => r.threshold ?? null)}::bigint[])
          as k(month, keyword, value, threshold)
        on conflict (location_id, month, keyword) do update
          set value = excluded.value, threshold = excluded.threshold
        -- Unchanged months are not rewritten (nor their rollup touched).
        where (search_keyword_months.value, search_keyword_months.threshold)
          is distinct from (excluded.value, excluded.threshold)`);
  });
  return [...byMonth.values()].reduce((n, rows) => n + rows.length, 0);
}

export async function lastKeywordMonth(db: Db, locationId: string): Promise<string | null> {
  const [row] = await db
    .select({ month: sql<string | null>`max(${searchKeywordMonths.month})::text` })
    .from(searchKeywordMonths)
    .where(eq(searchKeywordMonths.locationId, locationId));
  return row?.month ?? null;
}
