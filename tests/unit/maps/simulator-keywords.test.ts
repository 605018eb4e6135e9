import { describe, expect, it } from "vitest";
import { simLocationId } from "@/lib/maps-simulator/ids";
import { dailyMetricValue, datesBetween } from "@/lib/maps-simulator/performance/daily-metrics";
import {
  KEYWORD_THRESHOLD,
  keywordTerms,
  monthlyKeywordCounts,
  searchKeywordCounts,
} from "@/lib/maps-simulator/performance/search-keywords";

const today = new Date("2026-11-15T12:00:00Z");
const store = {
  id: simLocationId("1001", 0),
  published: true,
  brand: "Acme",
  title: "Acme Palermo",
  categories: ["Pizza restaurant", "Bar"],
  city: "Buenos Aires",
  spanish: false,
};

describe("simulated search keywords", () => {
  it("come from the store's brand, name, categories and city", () => {
    const words = keywordTerms(store).map((t) => t.keyword);
    expect(words).toContain("acme");
    expect(words).toContain("acme palermo");
    expect(words).toContain("pizza restaurant near me");
    expect(words).toContain("pizza restaurant buenos aires");
    expect(keywordTerms({ ...store, spanish: true }).map((t) => t.keyword)).toContain(
      "pizza restaurant cerca de mi",
    );
    expect(new Set(words).size).toBe(words.length);
  });

  it("are deterministic per store and month, none ahead or unpublished", () => {
    const october = { year: 2026, month: 10 };
    expect(monthlyKeywordCounts(store, october, today)).toEqual(
      monthlyKeywordCounts(store, october, today),
    );
    expect(monthlyKeywordCounts(store, { year: 2026, month: 12 }, today).size).toBe(0);
    expect(monthlyKeywordCounts({ ...store, published: false }, october, today).size).toBe(0);
  });

  it("sum a range's months and show small sums only as a threshold", () => {
    const range = { start: { year: 2026, month: 9 }, end: { year: 2026, month: 10 } };
    const counts = searchKeywordCounts(store, range, today);
    const sep = monthlyKeywordCounts(store, range.start, today);
    const oct = monthlyKeywordCounts(store, range.end, today);
    for (const { searchKeyword, insightsValue } of counts) {
      const sum = (sep.get(searchKeyword) ?? 0) + (oct.get(searchKeyword) ?? 0);
      expect(insightsValue).toEqual(
        sum < KEYWORD_THRESHOLD ? { threshold: String(KEYWORD_THRESHOLD) } : { value: String(sum) },
      );
    }
    expect(counts.some((c) => "threshold" in c.insightsValue)).toBe(true);
    expect(counts.some((c) => "value" in c.insightsValue)).toBe(true);
  });
});

describe("simulated daily metrics of the newer actions", () => {
  const location = { id: simLocationId("1001", 0), published: true, openStatus: "OPEN" as const };
  const days = datesBetween({ year: 2025, month: 5, day: 1 }, { year: 2025, month: 6, day: 29 });
  const sum = (metric: Parameters<typeof dailyMetricValue>[1], food?: boolean) =>
    days.reduce((n, d) => n + dailyMetricValue({ ...location, food }, metric, d, today), 0);

  it("give food orders and menu clicks only to food places, and few chats and bookings", () => {
    expect(sum("BUSINESS_FOOD_ORDERS")).toBe(0);
    expect(sum("BUSINESS_FOOD_MENU_CLICKS", false)).toBe(0);
    expect(sum("BUSINESS_FOOD_ORDERS", true)).toBeGreaterThan(0);
    expect(sum("BUSINESS_FOOD_MENU_CLICKS", true)).toBeGreaterThan(0);
    expect(sum("BUSINESS_CONVERSATIONS")).toBeGreaterThan(0);
    expect(sum("BUSINESS_BOOKINGS")).toBeLessThan(sum("CALL_CLICKS"));
    expect(sum("BUSINESS_CONVERSATIONS")).toBeLessThan(sum("WEBSITE_CLICKS"));
  });
});
