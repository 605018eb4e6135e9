import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { extractRows } from "@/lib/db/schema";
import { csvLine } from "./csv";

export const EXTRACT_ROW_COLUMNS = ["store_code", "store_name", "day", "metric", "value"] as const;
const PAGE = 5000;

/**
 * A job's tidy rows in pages, in key order: each page starts after the last key read, so reading a
 * million rows never re-scans what was sent and memory holds one page.
 */
export async function* extractRowPages(
  db: Db,
  { tenantId, jobId }: { tenantId: string; jobId: string },
) {
  let after: { locationId: string; metric: string; day: string } | null = null;
  for (;;) {
    const page: (typeof extractRows.$inferSelect)[] = await db
      .select()
      .from(extractRows)
      .where(
        and(
          eq(extractRows.jobId, jobId),
          eq(extractRows.tenantId, tenantId),
          after
            ? sql`(${extractRows.locationId}, ${extractRows.metric}, ${extractRows.day}) > (${after.locationId}::uuid, ${after.metric}, ${after.day}::date)`
            : undefined,
        ),
      )
      .orderBy(asc(extractRows.locationId), asc(extractRows.metric), asc(extractRows.day))
      .limit(PAGE);
    if (page.length === 0) return;
    yield page;
    const last = page[page.length - 1]!;
    after = { locationId: last.locationId, metric: last.metric, day: last.day };
    if (page.length < PAGE) return;
  }
}

/** The rows as CSV text chunks, a header first. */
export async function* extractRowsCsv(db: Db, ids: { tenantId: string; jobId: string }) {
  yield csvLine(EXTRACT_ROW_COLUMNS);
  for await (const page of extractRowPages(db, ids))
    yield page
      .map((row) => csvLine([row.storeCode, row.storeName, row.day, row.metric, row.value]))
      .join("");
}
