import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { PgDialect, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { defineListQuery, escapeLike, filterCondition } from "@/lib/db/list-query";
import { FILTER_TYPES, listQuerySchema, MAX_FILTERS } from "@/lib/validation/list-query";
import { MAX_PAGE_SIZE } from "@/lib/constants";

const things = pgTable("things", {
  id: uuid("id").primaryKey(),
  tenantId: uuid("tenant_id").notNull(),
  name: text("name").notNull(),
  secret: text("secret"),
  tags: text("tags").array(),
});

const list = defineListQuery({
  table: things,
  tenantColumn: things.tenantId,
  idColumn: things.id,
  filterColumns: { name: things.name, tags: sql`array_to_string(${things.tags}, ' ')` },
  sortColumns: { name: things.name },
});
const schema = listQuerySchema({
  filterColumns: ["name", "tags"],
  sortColumns: ["name"],
  defaultSort: "name",
});

const dialect = new PgDialect();
const render = (condition: ReturnType<typeof filterCondition>) => {
  const { sql: text, params } = dialect.sqlToQuery(condition);
  return { sql: text, params };
};
const db = drizzle.mock() as unknown as Db;
const TENANT = "11111111-1111-4111-8111-111111111111";
const params = (overrides: Partial<Parameters<typeof list.statement>[1]["params"]> = {}) => ({
  filters: [],
  sortBy: "name" as const,
  sortDirection: "asc" as const,
  limit: 10,
  offset: 0,
  ...overrides,
});

describe("filterCondition: the six filter types of spec §5, on lowercase text", () => {
  it.each([
    ["contains", `"things"."name" ilike $1`, ["%Pal%"]],
    ["endsWith", `"things"."name" ilike $1`, ["%Pal"]],
    ["startsWith", `lower("things"."name") like lower($1)`, ["Pal%"]],
    ["matches", `lower("things"."name") = lower($1)`, ["Pal"]],
    ["greaterThan", `lower("things"."name") > lower($1)`, ["Pal"]],
    ["lessThan", `lower("things"."name") < lower($1)`, ["Pal"]],
  ] as const)("%s", (type, expected, values) => {
    expect(render(filterCondition(things.name, type, "Pal"))).toEqual({
      sql: expected,
      params: values,
    });
  });

  it("has a condition for every type the schema accepts", () => {
    for (const type of FILTER_TYPES)
      expect(() => filterCondition(things.name, type, "x")).not.toThrow();
  });

  it("takes LIKE wildcards and the escape character literally, and never inlines the word", () => {
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
    const contains = render(filterCondition(things.name, "contains", "50%"));
    expect(contains.params).toEqual(["%50\\%%"]);
    const starts = render(filterCondition(things.name, "startsWith", "a_b"));
    expect(starts.params).toEqual(["a\\_b%"]);
    // Equality and ranges are not LIKE: the word goes as it is, still as a parameter.
    const injection = "x'); drop table things; --";
    const matches = render(filterCondition(things.name, "matches", injection));
    expect(matches.params).toEqual([injection]);
    expect(matches.sql).not.toContain("drop");
  });

  it("filters an expression as well as a column", () => {
    expect(
      render(filterCondition(sql`array_to_string(${things.tags}, ' ')`, "greaterThan", "v")),
    ).toEqual({
      sql: `lower(array_to_string("things"."tags", ' ')) > lower($1)`,
      params: ["v"],
    });
  });
});

describe("defineListQuery", () => {
  it("builds one statement: tenant, filters, the total as a scalar subquery, sort with id tie-break", () => {
    const query = list
      .statement(db, {
        tenantId: TENANT,
        params: params({
          filters: [
            { column: "name", type: "contains", word: "pal" },
            { column: "tags", type: "matches", word: "VIP" },
          ],
          sortDirection: "desc",
          limit: 50,
          offset: 100,
        }),
      })
      .toSQL();
    expect(query.sql).toMatch(
      /^select .* \(select count\(\*\)::int from "things" where .*\) from "things" where/,
    );
    expect(query.sql).toContain(
      `where ("things"."tenant_id" = $1 and "things"."name" ilike $2 and lower(array_to_string("things"."tags", ' ')) = lower($3))`,
    );
    expect(query.sql).toMatch(
      /order by "things"\."name" desc, "things"\."id" desc limit \$\d+ offset \$\d+$/,
    );
    expect(query.params).toEqual([TENANT, "%pal%", "VIP", TENANT, "%pal%", "VIP", 50, 100]);
  });

  it("puts the tenant in the WHERE even without filters, and adds the module's conditions", () => {
    const query = list
      .statement(db, { tenantId: TENANT, params: params(), conditions: [sql`"secret" is null`] })
      .toSQL();
    expect(query.sql).toContain(`where ("things"."tenant_id" = $2 and "secret" is null)`);
    expect(query.params.filter((value) => value === TENANT)).toHaveLength(2);
  });

  it("uses a module's cheaper total and its own order when given", () => {
    const query = list
      .statement(db, {
        tenantId: TENANT,
        params: params(),
        total: sql<number>`42`,
        orderBy: [sql`random()`],
      })
      .toSQL();
    expect(query.sql).not.toContain("count(*)");
    expect(query.sql).toContain("order by random()");
  });

  it("counts at most totalCap + 1 rows when given a cap", () => {
    const query = list
      .statement(db, { tenantId: TENANT, params: params(), totalCap: 1000 })
      .toSQL();
    expect(query.sql).toContain(
      `(select count(*)::int from (select 1 from "things" where "things"."tenant_id" = $1 limit $2) as capped)`,
    );
    expect(query.params.slice(0, 2)).toEqual([TENANT, 1001]);
  });

  it("says a capped page's total is the cap, and that more rows match", async () => {
    const row = { id: "x", tenantId: TENANT, name: "a", secret: null, tags: null };
    const answering = (total: number) =>
      ({
        select: () => ({
          from: () => ({
            where: () => ({
              orderBy: () => ({ limit: () => ({ offset: async () => [{ row, total }] }) }),
            }),
          }),
        }),
      }) as unknown as Db;
    const page = (total: number) =>
      list.page(answering(total), { tenantId: TENANT, params: params(), totalCap: 2 });
    expect(await page(2)).toEqual({ items: [row], total: 2 });
    expect(await page(3)).toEqual({ items: [row], total: 2, totalCapped: true });
  });

  it.each([
    [
      "a filter column outside the allowlist",
      { filters: [{ column: "secret", type: "contains", word: "x" }] },
    ],
    [
      "an inherited property name",
      { filters: [{ column: "constructor", type: "contains", word: "x" }] },
    ],
    ["a sort outside the allowlist", { sortBy: "secret" }],
  ])("refuses %s before any SQL is built", (_label, override) => {
    expect(() =>
      list.statement(db, {
        tenantId: TENANT,
        params: params(override as Partial<ReturnType<typeof params>>),
      }),
    ).toThrow(/is not an allowed/);
  });
});

describe("defineListQuery's joined page", () => {
  const owners = pgTable("owners", { id: uuid("id").primaryKey(), label: text("label") });
  const ownedThings = pgTable("owned_things", {
    id: uuid("id").primaryKey(),
    tenantId: uuid("tenant_id").notNull(),
    ownerId: uuid("owner_id").notNull(),
    name: text("name").notNull(),
  });
  const owned = defineListQuery({
    table: ownedThings,
    tenantColumn: ownedThings.tenantId,
    idColumn: ownedThings.id,
    filterColumns: { name: ownedThings.name },
    sortColumns: { name: ownedThings.name },
  });

  it("reads joined columns in the page's one statement, the total over the table alone", () => {
    const query = owned
      .joinedStatement(
        db,
        {
          tenantId: TENANT,
          params: {
            ...params(),
            filters: [{ column: "name" as const, type: "contains" as const, word: "x" }],
          },
        },
        {
          columns: { id: ownedThings.id, label: owners.label },
          join: (q) => q.leftJoin(owners, sql`${owners.id} = ${ownedThings.ownerId}`),
          toItem: (row) => row,
        },
      )
      .toSQL();
    expect(query.sql).toMatch(
      /^select "owned_things"\."id", "owners"\."label", \(select count\(\*\)::int from "owned_things" where .*\) from "owned_things" left join "owners" on "owners"\."id" = "owned_things"\."owner_id" where/,
    );
    expect(query.sql).toMatch(
      /order by "owned_things"\."name" asc, "owned_things"\."id" asc limit/,
    );
  });
});

describe("listQuerySchema", () => {
  it("defaults to the first page of PAGE_LIMIT rows in the default sort, no filters", () => {
    expect(schema.parse({})).toEqual({
      filters: [],
      sortBy: "name",
      sortDirection: "asc",
      limit: 10,
      offset: 0,
    });
  });

  it("trims the word and keeps the type", () => {
    expect(
      schema.parse({ filters: [{ column: "name", type: "lessThan", word: "  m " }] }).filters,
    ).toEqual([{ column: "name", type: "lessThan", word: "m" }]);
  });

  it.each([
    ["an unknown column", { filters: [{ column: "secret", type: "contains", word: "x" }] }],
    ["an unknown type", { filters: [{ column: "name", type: "like", word: "x" }] }],
    ["an empty word", { filters: [{ column: "name", type: "contains", word: "   " }] }],
    ["a filter without a type", { filters: [{ column: "name", word: "x" }] }],
    [
      "a word over 100 characters",
      { filters: [{ column: "name", type: "contains", word: "x".repeat(101) }] },
    ],
    [
      "too many filters",
      {
        filters: Array.from({ length: MAX_FILTERS + 1 }, () => ({
          column: "name",
          type: "contains",
          word: "x",
        })),
      },
    ],
    ["an unknown sort", { sortBy: "secret" }],
    ["a page of 1000", { limit: 1000 }],
    ["a page above the cap", { limit: MAX_PAGE_SIZE + 1 }],
    ["a negative offset", { offset: -1 }],
  ])("refuses %s", (_label, input) => {
    expect(schema.safeParse(input).success).toBe(false);
  });
});
