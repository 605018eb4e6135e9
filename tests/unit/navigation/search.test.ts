import { describe, expect, it } from "vitest";
import { NAV_SEARCH_MAX_SUGGESTIONS } from "@/lib/constants";
import { navigationFor } from "@/lib/navigation/filter";
import { localizeNavigation } from "@/lib/navigation/localize";
import {
  flattenNavigation,
  rankSuggestions,
  searchNavigation,
  type NavSearchEntry,
  type StoreHit,
} from "@/lib/navigation/search";
import { isBuiltRoute } from "@/lib/auth/permissions";
import es from "@/messages/es.json";
import { claims, TRIAL_LEAD } from "./claims";

const t = (key: string) =>
  key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], es.nav) as string;

const entriesFor = (user: Parameters<typeof navigationFor>[0]) =>
  flattenNavigation(localizeNavigation(navigationFor(user), t));

describe("navigation search", () => {
  it("gives no suggestions for blank text", () => {
    const entries = entriesFor(claims(["ADMIN"]));
    expect(searchNavigation(entries, "")).toEqual([]);
    expect(searchNavigation(entries, "   ")).toEqual([]);
  });

  it("matches titles ignoring case and accents, prefix matches first", () => {
    const entries = entriesFor(claims(["ADMIN"]));
    expect(searchNavigation(entries, "RESEN").map((e) => e.url)).toEqual(["/apps/reviews"]);
    expect(searchNavigation(entries, "camp").map((e) => e.id)).toEqual([
      "search-ads",
      "pmax-campaigns",
    ]);
    // "Datos de…" starts with "da"; "Trabajos de ranking" only contains it, so it comes after.
    const ids = searchNavigation(entries, "da").map((e) => e.id);
    expect(ids.indexOf("source-data")).toBeLessThan(
      ids.indexOf("ranking-jobs") === -1 ? Infinity : ids.indexOf("ranking-jobs"),
    );
  });

  it("suggests only what the role may open", () => {
    expect(searchNavigation(entriesFor(claims(["ADMIN"])), "res").map((e) => e.id)).toEqual([
      "serps",
      "reviews",
      "connectors",
      "faq",
    ]);
    expect(searchNavigation(entriesFor(claims(["REVIEWS"])), "res").map((e) => e.id)).toEqual([
      "reviews",
    ]);
    expect(searchNavigation(entriesFor(claims(["REVIEWS"])), "tiendas")).toEqual([]);
    // A trial lead's locked modules are not suggested.
    expect(searchNavigation(entriesFor(TRIAL_LEAD), "tiendas")).toEqual([]);
  });

  it("returns the empty list (the 'No results..' state) when nothing matches", () => {
    expect(searchNavigation(entriesFor(claims(["ADMIN"])), "zzzz")).toEqual([]);
  });

  it(`caps suggestions at ${NAV_SEARCH_MAX_SUGGESTIONS}`, () => {
    const many: NavSearchEntry[] = Array.from({ length: 25 }, (_, i) => ({
      id: `x${i}`,
      title: `Store ${i}`,
      url: `/apps/x${i}`,
      path: [],
    }));
    expect(searchNavigation(many, "store")).toHaveLength(NAV_SEARCH_MAX_SUGGESTIONS);
    expect(searchNavigation(many, "store", 3)).toHaveLength(3);
  });

  it("keeps the group path of nested items for context", () => {
    const entry = searchNavigation(entriesFor(claims(["ADMIN"])), "conectores")[0];
    expect(entry).toMatchObject({
      url: "/apps/marketingdata/connector",
      path: ["Aplicaciones", "Datos de marketing"],
    });
  });
});

describe("navigation search and modules without pages", () => {
  it("keeps their entries, marked coming soon, as the menu does", () => {
    const entries = entriesFor(claims(["ADMIN"]));
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(Boolean(entry.comingSoon)).toBe(!isBuiltRoute(entry.url));
  });
});

const store = (id: string, name: string, storeCode: string | null, locality: string | null) =>
  ({
    id,
    name,
    storeCode,
    locality,
    url: `/apps/stores?search=${id}`,
    comingSoon: false,
  }) satisfies StoreHit;

const MENU: NavSearchEntry[] = [
  { id: "stores", title: "Stores", url: "/apps/stores", path: [] },
  { id: "settings", title: "Settings", url: "/apps/setting", path: [] },
  { id: "reviews", title: "Reviews", url: "/apps/reviews", path: [], comingSoon: true },
];

// The toolbar search ranks menu entries and stores together ("First use", point 7).
describe("rankSuggestions", () => {
  it("gives nothing for blank text", () => {
    expect(rankSuggestions("  ", MENU, [store("1", "Store One", "S-1", "Rosario")])).toEqual([]);
  });

  it("ranks whole matches, then starts, then the rest; menu first on a tie", () => {
    const stores = [
      store("a", "Central Store", "C-1", "Rosario"), // contains "store"
      store("b", "Store", "S-9", "Madrid"), // the whole name
      store("c", "Storefront", "S-2", "Austin"), // starts with it
    ];
    expect(rankSuggestions("store", MENU, stores).map((s) => s.key)).toEqual([
      "store:b",
      "menu:stores",
      "store:c",
      "store:a",
    ]);
  });

  it("matches a store's code and city; a whole city ranks as a start, below a whole code", () => {
    const stores = [
      store("city", "Norte", "N-1", "Rosario"),
      store("code", "Sur", "rosario", null),
    ];
    expect(rankSuggestions("ROSARIO", [], stores).map((s) => s.key)).toEqual([
      "store:code",
      "store:city",
    ]);
    expect(rankSuggestions("n-1", [], stores)[0]).toMatchObject({
      kind: "store",
      title: "Norte",
      detail: ["N-1", "Rosario"],
      icon: "store",
    });
  });

  it("ignores case and accents and never drops a store the server found", () => {
    const cafe = store("1", "Café Córdoba", "CC-1", "Córdoba");
    expect(rankSuggestions("CORDOBA", [], [cafe])[0]).toMatchObject({ key: "store:1" });
    // ILIKE and the browser fold some letters differently: the server's word wins, last.
    const strasse = store("2", "Straße", "X", null);
    expect(rankSuggestions("strasse", [], [strasse, cafe]).map((s) => s.key)).toEqual([
      "store:2",
      "store:1",
    ]);
  });

  it(`stops at ${NAV_SEARCH_MAX_SUGGESTIONS} in all, menu and stores together`, () => {
    const stores = Array.from({ length: 12 }, (_, i) => store(`${i}`, `Store ${i}`, null, null));
    const list = rankSuggestions("st", MENU, stores);
    expect(list).toHaveLength(NAV_SEARCH_MAX_SUGGESTIONS);
    expect(list[0].key).toBe("menu:stores");
  });

  it("carries the coming-soon mark of menu entries and stores", () => {
    const soon = { ...store("z", "Reviews Plaza", null, null), comingSoon: true };
    expect(rankSuggestions("reviews", MENU, [soon]).map((s) => [s.key, s.comingSoon])).toEqual([
      ["menu:reviews", true],
      ["store:z", true],
    ]);
  });
});
