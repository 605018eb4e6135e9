import "server-only";
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { searchKeywordMonths } from "@/lib/db/schema";
import type { MapsClient } from "@/lib/maps/client";
import { MAX_SEARCH_KEYWORDS_PAGE_SIZE, type SearchKeywordCount } from "@/lib/maps/types";
import { excluded, type ImportLocation } from "@/lib/onboarding/imports";

type KeywordRow = typeof searchKeywordMonths.$inferInsert;

/** Runs one maps call; a job passes its quota wrapper, an import calls straight. */
export type CallWrapper = <T>(call: () => Promise<T>) => Promise<T>;
const direct: CallWrapper = (call) => call();

/** A keyword's count, or the threshold its count stays under; unreadable values store nothing. */
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

/**
 * One store's search keywords of each month in `months` ("YYYY-MM-01"), stored or refreshed: one
 * month per call (and its pages), as the service sums whatever range it is asked. A month's keywords no longer
 * listed are removed. Answers how many rows the months hold.
 */
export async function importLocationKeywords(
  db: Db,
  tenantId: string,
  location: ImportLocation,
  client: MapsClient,
  months: readonly string[],
  call: CallWrapper = direct,
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
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    for (const [month, rows] of byMonth) {
      await tx.delete(searchKeywordMonths).where(
        and(
          eq(searchKeywordMonths.locationId, location.id),
          eq(searchKeywordMonths.month, month),
          notInArray(
            searchKeywordMonths.keyword,
            rows.map((row) => row.keyword),
          ),
        ),
      );
      for (let i = 0; i < rows.length; i += 1000)
        await tx
          .insert(searchKeywordMonths)
          .values(rows.slice(i, i + 1000))
          .onConflictDoUpdate({
            target: [
              searchKeywordMonths.locationId,
              searchKeywordMonths.month,
              searchKeywordMonths.keyword,
            ],
            set: { value: excluded("value"), threshold: excluded("threshold") },
            // Unchanged months are not rewritten (nor their rollup touched).
            setWhere: sql`(${searchKeywordMonths.value}, ${searchKeywordMonths.threshold}) is distinct from (excluded.value, excluded.threshold)`,
          });
    }
  });
  return [...byMonth.values()].reduce((n, rows) => n + rows.length, 0);
}

/** The store's last month with keywords ("YYYY-MM-01"), or null. */
export async function lastKeywordMonth(db: Db, locationId: string): Promise<string | null> {
  const [row] = await db
    .select({ month: sql<string | null>`max(${searchKeywordMonths.month})::text` })
    .from(searchKeywordMonths)
    .where(eq(searchKeywordMonths.locationId, locationId));
  return row?.month ?? null;
}
