// A saved search's own rules: sites typed or pasted are kept as host names, a result is the
// tenant's or a competitor's by its domain (www and subdomains aside), and a page is read beside
// the one before: new, up, down, same, and what is gone.
import { describe, expect, it } from "vitest";
import { comparePages, hostOf, matchesDomain, siteRanks } from "@/lib/serps/rules";

describe("hostOf", () => {
  it("keeps a typed domain and a pasted address's host", () => {
    expect(hostOf("pizzaroma.es")).toBe("pizzaroma.es");
    expect(hostOf(" https://www.PizzaRoma.es/carta?x=1 ")).toBe("www.pizzaroma.es");
    expect(hostOf("pizzaroma.es/carta")).toBe("pizzaroma.es");
    expect(hostOf("http://sub.pizza-roma.com.ar")).toBe("sub.pizza-roma.com.ar");
  });

  it("refuses what names no host", () => {
    for (const entry of ["", "pizzaroma", "pizza roma.es", "ftp://pizzaroma.es", "192.168.1.1"])
      expect(hostOf(entry), entry).toBeNull();
    expect(hostOf("-pizza.es")).toBeNull();
  });
});

describe("matchesDomain", () => {
  it("matches the site, www or not, and its subdomains, not a look-alike", () => {
    expect(matchesDomain("www.pizzaroma.es", ["pizzaroma.es"])).toBe(true);
    expect(matchesDomain("pizzaroma.es", ["www.pizzaroma.es"])).toBe(true);
    expect(matchesDomain("pedidos.pizzaroma.es", ["pizzaroma.es"])).toBe(true);
    expect(matchesDomain("notpizzaroma.es", ["pizzaroma.es"])).toBe(false);
    expect(matchesDomain("pizzaroma.es", [])).toBe(false);
  });
});

const item = (rank: number, url: string) => ({
  rank,
  title: url,
  url,
  domain: new URL(url).hostname,
});
const watched = { sites: ["pizzaroma.es"], competitors: ["telepizza.es"] };

describe("comparePages", () => {
  it("has nothing to compare on a first page", () => {
    const { results, dropped } = comparePages([item(1, "https://pizzaroma.es/")], null, watched);
    expect(results).toEqual([
      expect.objectContaining({ own: true, competitor: false, change: null, previousRank: null }),
    ]);
    expect(dropped).toEqual([]);
  });

  it("tells each result's move and what the page no longer shows", () => {
    const before = [
      item(1, "https://www.telepizza.es/"),
      item(2, "https://pizzaroma.es/"),
      item(3, "https://www.yelp.com/a"),
      item(4, "https://other.example/"),
    ];
    const now = [
      item(1, "https://pizzaroma.es/"),
      item(2, "https://www.telepizza.es/"),
      item(3, "https://www.yelp.com/b"),
      item(4, "https://other.example/"),
    ];
    const { results, dropped } = comparePages(now, before, watched);
    expect(results.map((r) => [r.change, r.previousRank, r.own, r.competitor])).toEqual([
      ["UP", 2, true, false],
      ["DOWN", 1, false, true],
      ["NEW", null, false, false],
      ["SAME", 4, false, false],
    ]);
    expect(dropped).toEqual([expect.objectContaining({ rank: 3, url: "https://www.yelp.com/a" })]);
  });
});

describe("siteRanks", () => {
  it("gives each watched site its best rank, null when absent, the tenant's first", () => {
    const page = [item(1, "https://a.example/"), item(2, "https://pizzaroma.es/x")];
    expect(siteRanks([...page, item(5, "https://pizzaroma.es/y")], watched)).toEqual([
      { domain: "pizzaroma.es", own: true, rank: 2 },
      { domain: "telepizza.es", own: false, rank: null },
    ]);
  });
});
