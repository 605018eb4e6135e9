import { describe, expect, it } from "vitest";
import { NAV_SEARCH_MAX_SUGGESTIONS } from "@/lib/constants";
import { navigationFor } from "@/lib/navigation/filter";
import { localizeNavigation } from "@/lib/navigation/localize";
import { flattenNavigation, searchNavigation, type NavSearchEntry } from "@/lib/navigation/search";
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
