import "server-only";
import { and, asc, desc, eq, getTableColumns, ilike, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db/client";
import type { ColumnFilter, FilterType, SortDirection } from "@/lib/validation/list-query";

// The server half of the data table: a page of a tenant's rows and its total in one statement,
// filtered and sorted only by the ids a module allowlists in `defineListQuery`.

export type ListExpression = PgColumn | SQL;

/** Escapes LIKE wildcards (and the escape character) so "50%" or "a_b" match literally. */
export function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Contains and ends-with use ILIKE, served by a trigram GIN index for any collation; the rest
 * compare lower(expression) on a (tenant, lower(expression)) btree, in the sorts' collation. */
export function filterCondition(expression: ListExpression, type: FilterType, word: string): SQL {
  const escaped = escapeLike(word);
  switch (type) {
    case "contains":
      return ilike(expression, `%${escaped}%`);
    case "startsWith":
      // A prefix is a range of the lowercase btree (tenant, lower(expression)); ILIKE would read
      // every row, as the trigrams of a prefix all stores share ("acme retail p") select nothing.
      return sql`lower(${expression}) like lower(${`${escaped}%`})`;
    case "endsWith":
      return ilike(expression, `%${escaped}`);
    case "matches":
      return sql`lower(${expression}) = lower(${word})`;
    case "greaterThan":
      return sql`lower(${expression}) > lower(${word})`;
    case "lessThan":
      return sql`lower(${expression}) < lower(${word})`;
    default:
      throw new Error(`Unknown filter type ${String(type satisfies never)}`);
  }
}

export type ListQueryParams<F extends string, S extends string> = {
  filters: readonly ColumnFilter<F>[];
  sortBy: S;
  sortDirection: SortDirection;
  limit: number;
  offset: number;
};

export type ListPage<T> = {
  items: T[];
  total: number;
  /** Counting stopped at the page's totalCap: `total` is the cap and more rows match. */
  totalCapped?: boolean;
};

type Spec<T extends PgTable, F extends string, S extends string> = {
  table: T;
  tenantColumn: PgColumn;
  /** Unique; breaks ties of every sort so paging never repeats or skips a row. */
  idColumn: PgColumn;
  filterColumns: Record<F, ListExpression>;
  /** Allowlist: sort id → expression, best backed by a (tenant, expression, id) index. */
  sortColumns: Record<S, ListExpression>;
};

type PageOptions<F extends string, S extends string> = {
  tenantId: string;
  params: ListQueryParams<F, S>;
  conditions?: (SQL | undefined)[];
  /** A cheaper exact total (e.g. a trigger-kept counter); default counts the matching rows. */
  total?: SQL<number>;
  /** Counts at most this many rows ("1,000+" without visiting a third of 200,000); see totalCapped. */
  totalCap?: number;
  /** Replaces the allowlisted sort (e.g. a relevance rank); must end in a unique column. */
  orderBy?: SQL[];
  /** Counts with the page (count(*) over ()) rather than in a subquery of its own, for queries
   * whose page reads and sorts every match anyway (a join, then a sort): the subquery did that
   * work a second time. Ignored when `total` is given. */
  windowTotal?: boolean;
};

/** Joined tables' columns in the same statement; filters, conditions and the total still name
 * only the table's own columns. */
export type JoinedPage<R> = {
  columns: SelectedFields;
  join: (query: PgSelect) => PgSelect;
  toItem: (selected: Record<string, unknown>) => R;
};

/** No table names a column so. */
const TOTAL_KEY = "listTotal__";

function pick<V>(allowlist: Record<string, V>, id: string, what: string): V {
  // Object.hasOwn: "constructor" or "__proto__" must not reach the SQL either.
  if (!Object.hasOwn(allowlist, id)) throw new Error(`"${id}" is not an allowed ${what}`);
  return allowlist[id];
}

export function defineListQuery<T extends PgTable, F extends string, S extends string>(
  spec: Spec<T, F, S>,
) {
  type Row = T["$inferSelect"];

  /** Tenant first: no filter combination can ever reach another tenant's rows. */
  function where(tenantId: string, options: Pick<PageOptions<F, S>, "params" | "conditions">) {
    return and(
      eq(spec.tenantColumn, tenantId),
      ...options.params.filters.map((filter) =>
        filterCondition(
          pick(spec.filterColumns, filter.column, "filter column"),
          filter.type,
          filter.word,
        ),
      ),
      ...(options.conditions ?? []),
    ) as SQL;
  }

  function orderBy(params: ListQueryParams<F, S>): SQL[] {
    const direction = params.sortDirection === "desc" ? desc : asc;
    return [
      direction(pick(spec.sortColumns, params.sortBy, "sort column")),
      direction(spec.idColumn),
    ];
  }

  // A scalar subquery runs once (an InitPlan) while the page itself stops after `limit` rows read
  // in index order; a count(*) over () window would read and sort every match first.
  const totalOf = (options: PageOptions<F, S>, condition: SQL) => {
    if (options.total) return options.total;
    if (options.windowTotal && options.totalCap === undefined)
      return sql<number>`(count(*) over ())::int`;
    if (options.totalCap === undefined)
      return sql<number>`(select count(*)::int from ${spec.table} where ${condition})`;
    // One row past the cap tells "more" from "exactly the cap".
    const reach = options.totalCap + 1;
    return sql<number>`(select count(*)::int from (select 1 from ${spec.table} where ${condition} limit ${reach}) as capped)`;
  };

  function pageTotal(options: PageOptions<F, S>, counted: number): Omit<ListPage<never>, "items"> {
    const cap = options.totalCap;
    if (cap === undefined || counted <= cap) return { total: counted };
    return { total: cap, totalCapped: true };
  }

  const total = (options: PageOptions<F, S>) =>
    totalOf({ ...options, windowTotal: false }, where(options.tenantId, options));

  function statement(db: Db, options: PageOptions<F, S>) {
    const condition = where(options.tenantId, options);
    const total = totalOf(options, condition);
    return db
      .select({ row: getTableColumns(spec.table), total })
      .from(spec.table as PgTable)
      .where(condition)
      .orderBy(...(options.orderBy ?? orderBy(options.params)))
      .limit(options.params.limit)
      .offset(options.params.offset);
  }

  async function totalPastEnd(db: Db, options: PageOptions<F, S>) {
    if (options.params.offset === 0) return pageTotal(options, 0);
    const [row] = await db.select({ total: total(options) }).from(sql`(select 1) as one`);
    return pageTotal(options, Number(row?.total ?? 0));
  }

  async function page(db: Db, options: PageOptions<F, S>): Promise<ListPage<Row>> {
    const found = (await statement(db, options)) as { row: Row; total: number }[];
    if (found.length === 0) return { items: [], ...(await totalPastEnd(db, options)) };
    return { items: found.map((r) => r.row), ...pageTotal(options, Number(found[0].total)) };
  }

  function joinedStatement<R>(db: Db, options: PageOptions<F, S>, joined: JoinedPage<R>) {
    const condition = where(options.tenantId, options);
    const query = db
      .select({ ...joined.columns, [TOTAL_KEY]: totalOf(options, condition) })
      .from(spec.table as PgTable)
      .$dynamic();
    return joined
      .join(query)
      .where(condition)
      .orderBy(...(options.orderBy ?? orderBy(options.params)))
      .limit(options.params.limit)
      .offset(options.params.offset);
  }

  async function joinedPage<R>(
    db: Db,
    options: PageOptions<F, S>,
    joined: JoinedPage<R>,
  ): Promise<ListPage<R>> {
    const found = (await joinedStatement(db, options, joined)) as Record<string, unknown>[];
    if (found.length === 0) return { items: [], ...(await totalPastEnd(db, options)) };
    return { items: found.map(joined.toItem), ...pageTotal(options, Number(found[0][TOTAL_KEY])) };
  }

  /** Only the page's rows, no total: counting thousands of matches costs more than the page. */
  async function rows(db: Db, options: Omit<PageOptions<F, S>, "total">): Promise<Row[]> {
    const result = await statement(db, { ...options, total: sql<number>`null` });
    return (result as { row: Row }[]).map((r) => r.row);
  }

  return { spec, where, orderBy, total, statement, page, rows, joinedStatement, joinedPage };
}
