import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { csvLine } from "@/lib/format/csv";
import { rowsOf } from "@/lib/db/rows";

// Table names come from this allowlist, never from input; every read filters the tenant.

export const SOURCE_TABLES = {
  daily_metrics: {
    columns: ["location_id", "metric", "day", "value"],
    order: ["location_id", "metric", "day"],
  },
  search_keyword_months: {
    columns: ["location_id", "month", "keyword", "value", "threshold"],
    order: ["location_id", "month", "keyword"],
  },
  reviews: {
    columns: ["id", "location_id", "star_rating", "comment", "create_time", "reply_comment"],
    order: ["id"],
  },
  locations: {
    columns: ["id", "store_code", "location_name", "locality", "open_status", "verified"],
    order: ["id"],
  },
  questions: {
    columns: ["id", "location_id", "text", "total_answer_count", "create_time"],
    order: ["id"],
  },
  extract_rows: {
    columns: ["job_id", "store_code", "store_name", "day", "metric", "value"],
    order: ["job_id", "location_id", "metric", "day"],
  },
} as const satisfies Record<string, { columns: readonly string[]; order: readonly string[] }>;

export type SourceTableName = keyof typeof SOURCE_TABLES;
export const SOURCE_TABLE_NAMES = Object.keys(SOURCE_TABLES) as SourceTableName[];

const ids = (names: readonly string[]) =>
  sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );

function select(table: SourceTableName, tenantId: string, tail: SQL) {
  const spec = SOURCE_TABLES[table];
  return sql`select ${ids(spec.columns)} from ${sql.identifier(table)}
    where tenant_id = ${tenantId} order by ${ids(spec.order)} ${tail}`;
}

export async function listSourceTables(db: Db, { tenantId }: { tenantId: string }) {
  const counts = sql.join(
    SOURCE_TABLE_NAMES.map(
      (table) =>
        sql`select ${table} as name, count(*)::int as rows from ${sql.identifier(table)} where tenant_id = ${tenantId}`,
    ),
    sql` union all `,
  );
  const counted = rowsOf<{ name: SourceTableName; rows: number }>(await db.execute(counts));
  return SOURCE_TABLE_NAMES.map((name) => ({
    name,
    columns: [...SOURCE_TABLES[name].columns],
    rows: Number(counted.find((row) => row.name === name)?.rows ?? 0),
  }));
}

export async function previewSourceTable(
  db: Db,
  { tenantId, table, limit = 20 }: { tenantId: string; table: SourceTableName; limit?: number },
) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(select(table, tenantId, sql`limit ${limit}`)),
  );
  const columns = SOURCE_TABLES[table].columns;
  return {
    columns: [...columns],
    rows: rows.map((row) => columns.map((column) => text(row[column]))),
  };
}

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : String(value);
}

const PAGE = 5000;

/** The whole table as CSV chunks, a page at a time (offset paging on the table's key order). */
export async function* sourceTableCsv(
  db: Db,
  { tenantId, table }: { tenantId: string; table: SourceTableName },
) {
  const columns = SOURCE_TABLES[table].columns;
  yield csvLine(columns);
  for (let offset = 0; ; offset += PAGE) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(select(table, tenantId, sql`limit ${PAGE} offset ${offset}`)),
    );
    if (rows.length === 0) return;
    yield rows.map((row) => csvLine(columns.map((column) => text(row[column])))).join("");
    if (rows.length < PAGE) return;
  }
}
