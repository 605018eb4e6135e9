import { describe, expect, it } from "vitest";
import {
  defineTableConfig,
  filtersKey,
  parseTableState,
  toListInput,
  toSearchParams,
  writeTableState,
  type DataTableState,
} from "@/components/data-table/url-state";
import { MAX_FILTERS, MAX_OFFSET } from "@/lib/validation/list-query";

const config = defineTableConfig({
  sortable: ["name", "code"],
  filterable: ["name", "code", "city"],
  defaultSort: { id: "name", direction: "asc" },
});
const DEFAULT: DataTableState = {
  page: 1,
  pageSize: 10,
  sort: { id: "name", direction: "asc" },
  filters: [],
  hidden: [],
};
const parse = (query: string) => parseTableState(new URLSearchParams(query), config);

describe("parseTableState", () => {
  it("gives the default view for an empty URL", () => {
    expect(parse("")).toEqual(DEFAULT);
  });

  it("reads page, size, sort, filters and hidden columns", () => {
    expect(
      parse(
        "page=3&size=50&sort=code.desc&filter=name.contains.pal&filter=city.greaterThan.m&hide=code,labels",
      ),
    ).toEqual({
      page: 3,
      pageSize: 50,
      sort: { id: "code", direction: "desc" },
      filters: [
        { column: "name", type: "contains", word: "pal" },
        { column: "city", type: "greaterThan", word: "m" },
      ],
      hidden: ["code", "labels"],
    });
  });

  it("reads a Next.js searchParams object, repeated keys as arrays", () => {
    expect(
      parseTableState(
        { filter: ["name.startsWith.a", "code.endsWith.9"], sort: "code", page: "2" },
        config,
      ),
    ).toMatchObject({
      page: 2,
      sort: { id: "code", direction: "asc" },
      filters: [
        { column: "name", type: "startsWith", word: "a" },
        { column: "code", type: "endsWith", word: "9" },
      ],
    });
  });

  it("keeps dots and spaces inside a filter's word, trimmed", () => {
    expect(parse("filter=name.matches.+Av.+Corrientes+1.234+").filters).toEqual([
      { column: "name", type: "matches", word: "Av. Corrientes 1.234" },
    ]);
  });

  it.each([
    ["an unknown column", "filter=tenant_id.contains.x"],
    ["an unknown type", "filter=name.like.x"],
    ["an empty word", "filter=name.contains.%20%20"],
    ["a missing word", "filter=name.contains"],
    ["a word over 100 characters", `filter=name.contains.${"x".repeat(101)}`],
  ])("drops a filter with %s", (_label, query) => {
    expect(parse(query).filters).toEqual([]);
  });

  it("keeps at most MAX_FILTERS filters", () => {
    const query = Array.from({ length: MAX_FILTERS + 3 }, (_, i) => `filter=name.contains.${i}`);
    expect(parse(query.join("&")).filters).toHaveLength(MAX_FILTERS);
  });

  it.each([
    ["page=0", { page: 1 }],
    ["page=-2", { page: 1 }],
    ["page=2.5", { page: 1 }],
    ["page=abc", { page: 1 }],
    [`page=${MAX_OFFSET}`, { page: MAX_OFFSET / 10 + 1 }],
    ["size=1000", { pageSize: 10 }],
    ["size=7", { pageSize: 10 }],
    ["sort=secret.desc", { sort: { id: "name", direction: "asc" } }],
    ["sort=code.sideways", { sort: { id: "code", direction: "asc" } }],
    ["hide=ok,%3Cscript%3E,,ok", { hidden: ["ok"] }],
  ])("falls back safely for %s", (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });
});

describe("writeTableState", () => {
  it("leaves defaults out of the URL", () => {
    expect(writeTableState(new URLSearchParams(), DEFAULT, config).toString()).toBe("");
  });

  it("round-trips a view through the URL", () => {
    const state: DataTableState = {
      page: 4,
      pageSize: 25,
      sort: { id: "code", direction: "desc" },
      filters: [
        { column: "name", type: "contains", word: "50% off" },
        { column: "city", type: "lessThan", word: "m.n" },
      ],
      hidden: ["city"],
    };
    const url = writeTableState(new URLSearchParams(), state, config);
    expect(parse(url.toString())).toEqual(state);
  });

  it("keeps other parameters and replaces the table's own", () => {
    const url = writeTableState(
      new URLSearchParams("q=store&tab=2&page=9&filter=name.contains.old"),
      { ...DEFAULT, filters: [{ column: "code", type: "matches", word: "A-1" }] },
      config,
    );
    expect(url.getAll("filter")).toEqual(["code.matches.A-1"]);
    expect(url.get("page")).toBeNull();
    expect(url.get("q")).toBe("store");
    expect(url.get("tab")).toBe("2");
  });
});

describe("helpers", () => {
  it("turns a view into the list query's input", () => {
    expect(toListInput({ ...DEFAULT, page: 3, pageSize: 25 })).toEqual({
      filters: [],
      sortBy: "name",
      sortDirection: "asc",
      limit: 25,
      offset: 50,
    });
  });

  it("converts Next.js searchParams to URLSearchParams", () => {
    expect(toSearchParams({ a: "1", b: ["2", "3"], c: undefined }).toString()).toBe("a=1&b=2&b=3");
  });

  it("keys filters by content and order", () => {
    const a = { column: "name", type: "contains" as const, word: "x" };
    const b = { column: "code", type: "matches" as const, word: "y" };
    expect(filtersKey([a, b])).toBe(filtersKey([{ ...a }, { ...b }]));
    expect(filtersKey([a, b])).not.toBe(filtersKey([b, a]));
  });
});
