import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { searchFold } from "./schema";

/**
 * `expression` LIKE `pattern` (escaped with escapeLike) without case or accents: both sides go
 * through search_fold, so "malaga" finds "Málaga" and "jose" finds "José". The searches of the
 * app (stores, workspaces and their stores, users) use it; the reviews search folds its words too.
 */
export function foldedLike(expression: SQL | PgColumn, pattern: string): SQL {
  return sql`${searchFold(expression)} like ${searchFold(pattern)}`;
}
