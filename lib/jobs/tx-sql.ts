import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db, ExecuteSql } from "@/lib/db/client";

/**
 * Runs a library's own "$1"-style SQL inside a Drizzle transaction, so queue rows are written in
 * the same transaction as the product rows they belong to.
 */
export function transactionSql(tx: Pick<Db, "execute">): ExecuteSql {
  return async (text, values = []) => {
    const parts = text.split(/\$(\d+)/);
    const chunks: SQL[] = [];
    parts.forEach((part, i) => {
      chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`);
    });
    const result = (await tx.execute(sql.join(chunks))) as unknown as
      { rows: unknown[] } | unknown[];
    return { rows: Array.isArray(result) ? result : result.rows };
  };
}
