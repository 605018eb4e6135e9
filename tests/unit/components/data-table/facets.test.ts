import { describe, expect, it } from "vitest";
import {
  facetList,
  facetRange,
  facetsKey,
  facetText,
  hasFacets,
} from "@/components/data-table/facets";
import {
  defineTableConfig,
  parseTableState,
  writeTableState,
  type DataTableState,
} from "@/components/data-table/url-state";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const STORE_A = "0b7c6a52-3f0e-4a57-9d53-1f7f3c3c0a01";
const STORE_B = "0b7c6a52-3f0e-4a57-9d53-1f7f3c3c0a02";

const config = defineTableConfig({
  sortable: ["updateTime", "rating"],
  filterable: [],
  defaultSort: { id: "updateTime", direction: "desc" },
  facets: [
    { id: "store", kind: "values", pattern: UUID, max: 3 },
    { id: "rating", kind: "choice", options: ["5", "4", "3", "2", "1"], multiple: true },
    { id: "answered", kind: "choice", options: ["ANSWERED", "UNANSWERED"], multiple: false },
    { id: "date", kind: "dateRange" },
    { id: "q", kind: "text", min: 2, max: 100 },
  ],
});
const parse = (query: string) => parseTableState(new URLSearchParams(query), config);
const write = (state: DataTableState) => writeTableState(new URLSearchParams(), state, config);

describe("facets in the URL", () => {
  it("has no facets for an empty URL, and none at all for a list without facets", () => {
    expect(parse("").facets).toEqual({});
    const plain = defineTableConfig({
      sortable: ["name"],
      filterable: ["name"],
      defaultSort: { id: "name", direction: "asc" },
    });
    expect(parseTableState(new URLSearchParams("rating=5"), plain)).not.toHaveProperty("facets");
  });

  it("reads every kind of facet", () => {
    const state = parse(
      `store=${STORE_A}&store=${STORE_B}&rating=1&rating=5&answered=UNANSWERED` +
        "&date=2024-01-31..2024-03-01&q=+cold+coffee+",
    );
    expect(state.facets).toEqual({
      store: [STORE_A, STORE_B],
      // In the allowlist's order, whatever the URL's.
      rating: ["5", "1"],
      answered: ["UNANSWERED"],
      date: ["2024-01-31", "2024-03-01"],
      q: ["cold coffee"],
    });
    expect(facetList(state.facets, "rating")).toEqual(["5", "1"]);
    expect(facetText(state.facets, "q")).toBe("cold coffee");
    expect(facetRange(state.facets, "date")).toEqual({ from: "2024-01-31", to: "2024-03-01" });
  });

  it("reads a Next.js searchParams object", () => {
    const state = parseTableState({ rating: ["4", "3"], answered: "ANSWERED" }, config);
    expect(state.facets).toEqual({ rating: ["4", "3"], answered: ["ANSWERED"] });
  });

  it("keeps an open end of a date range", () => {
    expect(facetRange(parse("date=2024-02-29..").facets, "date")).toEqual({
      from: "2024-02-29",
      to: null,
    });
    expect(facetRange(parse("date=..2024-12-31").facets, "date")).toEqual({
      from: null,
      to: "2024-12-31",
    });
  });

  it.each([
    ["a value off the allowlist", "rating=6&rating=five&answered=MAYBE"],
    ["a value not matching the pattern", "store=1%20or%201=1&store=../etc"],
    ["a second pick of a single choice", "answered=ANSWERED&answered=UNANSWERED"],
    ["a text under the minimum", "q=a"],
    ["a text over the maximum", `q=${"x".repeat(101)}`],
    ["a day that does not exist", "date=2023-02-29..2023-03-01"],
    ["a range without days", "date=.."],
    ["a range given backwards", "date=2024-03-01..2024-01-31"],
    ["a range of another shape", "date=2024-01-01"],
  ])("drops %s", (_label, query) => {
    const facets = parse(query).facets!;
    // A single choice keeps its first allowed pick; everything else here is dropped.
    expect(Object.values(facets).every((values) => values.length === 1)).toBe(true);
    expect(facets.rating).toBeUndefined();
    expect(facets.store).toBeUndefined();
    expect(facets.q).toBeUndefined();
    expect(facets.date).toBeUndefined();
  });

  it("keeps one pick of a single choice and at most `max` values", () => {
    const stores = Array.from({ length: 5 }, (_, i) => `store=${STORE_A.slice(0, -1)}${i}`);
    const state = parse(`answered=UNANSWERED&answered=ANSWERED&${stores.join("&")}`);
    expect(state.facets?.answered).toEqual(["ANSWERED"]);
    expect(state.facets?.store).toHaveLength(3);
  });

  it("round-trips facets with the rest of the view, leaving an empty view's URL empty", () => {
    const state: DataTableState = {
      page: 2,
      pageSize: 10,
      sort: { id: "rating", direction: "asc" },
      filters: [],
      hidden: [],
      facets: {
        store: [STORE_B],
        rating: ["4", "2"],
        date: ["", "2024-05-01"],
        q: ["mañana, 50% off"],
      },
    };
    expect(parse(write(state).toString())).toEqual(state);
    expect(write({ ...state, page: 1, sort: config.defaultSort, facets: {} }).toString()).toBe("");
  });

  it("writes repeated keys, and a range in one key", () => {
    const url = write({
      ...parse(""),
      facets: { rating: ["5", "4"], date: ["2024-01-01", ""] },
    });
    expect(url.getAll("rating")).toEqual(["5", "4"]);
    expect(url.get("date")).toBe("2024-01-01..");
  });

  it("replaces its own keys and keeps the page's others", () => {
    const url = writeTableState(
      new URLSearchParams("tab=inbox&rating=1&q=old"),
      { ...parse(""), facets: { rating: ["3"] } },
      config,
    );
    expect(url.getAll("rating")).toEqual(["3"]);
    expect(url.get("q")).toBeNull();
    expect(url.get("tab")).toBe("inbox");
  });

  it("never writes what it would not read back", () => {
    const url = write({ ...parse(""), facets: { rating: ["9"], store: ["x"], q: ["a"] } });
    expect(url.toString()).toBe("");
  });

  it("refuses a facet under a key the table owns", () => {
    expect(() =>
      defineTableConfig({
        sortable: [],
        filterable: [],
        defaultSort: { id: "x", direction: "asc" },
        facets: [{ id: "page", kind: "text", min: 1, max: 5 }],
      }),
    ).toThrow(/page/);
  });
});

describe("facet helpers", () => {
  it("keys facets by content, whatever the order of ids", () => {
    expect(facetsKey({ a: ["1"], b: ["2"] })).toBe(facetsKey({ b: ["2"], a: ["1"] }));
    expect(facetsKey({ a: ["1"] })).not.toBe(facetsKey({ a: ["2"] }));
    expect(facetsKey(undefined)).toBe("");
  });

  it("tells whether any facet is active", () => {
    expect(hasFacets(undefined)).toBe(false);
    expect(hasFacets({})).toBe(false);
    expect(hasFacets({ q: ["tea"] })).toBe(true);
  });
});
