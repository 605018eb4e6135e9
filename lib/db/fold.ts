import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { searchFold } from "./schema";

/** Both sides go through search_fold, so "malaga" finds "Málaga" and "jose" finds "José". */
export function foldedLike(expression: SQL | PgColumn, pattern: string): SQL {
  return sql`${searchFold(expression)} like ${searchFold(pattern)}`;
}
