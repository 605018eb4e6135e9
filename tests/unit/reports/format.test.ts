import { describe, expect, it } from "vitest";
import {
  deltaPercent,
  comparisonGap,
  formatDelta,
  formatPair,
  formatValue,
  replyTimeParts,
  sumSeries,
} from "@/lib/reports/format";

describe("formatValue", () => {
  it("shows counts in full, or as k or m when compact (spec §9)", () => {
    expect(formatValue(12345, { kind: "number" }, "en")).toBe("12,345");
    expect(formatValue(12345, { kind: "number" }, "es")).toBe("12.345");
    expect(formatValue(12345, { kind: "number" }, "en", true)).toBe("12.3k");
    expect(formatValue(3_400_000, { kind: "number" }, "es", true)).toBe("3.4m");
    expect(formatValue(null, { kind: "number" }, "en")).toBe("—");
  });

  it("shows money with the language's currency symbols", () => {
    expect(formatValue(1234.5, { kind: "currency", currency: "USD" }, "en")).toBe("$1,234.50");
    expect(formatValue(1234.5, { kind: "currency", currency: "USD" }, "es")).toBe(
      "US$\u00a01.234,50",
    );
    expect(formatValue(25_000, { kind: "currency", currency: "ARS" }, "es", true)).toBe(
      "$\u00a025k",
    );
    expect(formatValue(12.34, { kind: "currency", currency: "USD" }, "en", true)).toBe("$12.3");
  });

  it("shows ratings with one decimal and percentages", () => {
    expect(formatValue(4.25, { kind: "rating" }, "es")).toBe("4,3");
    expect(formatValue(82.46, { kind: "percent" }, "en")).toBe("82.5%");
    expect(formatValue(82.46, { kind: "percent" }, "en", true)).toBe("82%");
  });
});

describe("deltas", () => {
  it("compares with the previous value", () => {
    expect(deltaPercent(150, 100)).toBe(50);
    expect(deltaPercent(50, 100)).toBe(-50);
    expect(deltaPercent(0, 0)).toBe(0);
    expect(deltaPercent(5, 0)).toBeNull();
    expect(deltaPercent(5, null)).toBeNull();
  });

  it("signs and rounds the change", () => {
    expect(formatDelta(12.345, "en")).toBe("+12.3%");
    expect(formatDelta(-3, "es")).toBe("-3%");
    expect(formatDelta(0.001, "en")).toBe("0%");
    // One decimal would read 0% for a change there is.
    expect(formatDelta(0.04, "en")).toBe("+0.04%");
    expect(formatDelta(1234.5, "es")).toBe("+1.234,5%");
  });
});

describe("formatPair", () => {
  // Regression: "3.6, -1.3% vs 3.6" hid the change between two ratings.
  it("shows two decimals where one would show both values alike", () => {
    const rating = { kind: "rating" } as const;
    expect(formatPair(3.62, 3.57, rating, "en", true)).toEqual({ value: "3.62", previous: "3.57" });
    expect(formatPair(3.7, 3.5, rating, "es", true)).toEqual({ value: "3,7", previous: "3,5" });
    expect(formatPair(3.6, 3.6, rating, "en")).toEqual({ value: "3.6", previous: "3.6" });
  });

  it("writes compact counts in full where k or m would show both alike", () => {
    const number = { kind: "number" } as const;
    expect(formatPair(12_345, 12_318, number, "en", true)).toEqual({
      value: "12,345",
      previous: "12,318",
    });
    expect(formatPair(12_345, 10_000, number, "en", true)).toEqual({
      value: "12.3k",
      previous: "10k",
    });
  });
});

describe("comparisonGap", () => {
  it("names the first day of data when the compared range starts before it", () => {
    expect(comparisonGap({ from: "2025-08-30" }, "2026-08-28")).toBe("2026-08-28");
    expect(comparisonGap({ from: "2026-08-28" }, "2026-08-28")).toBeNull();
    expect(comparisonGap(null, "2026-08-28")).toBeNull();
    expect(comparisonGap({ from: "2025-08-30" }, null)).toBeNull();
  });
});

describe("sumSeries", () => {
  it("adds the kept metrics day by day, in day order", () => {
    const daily = [
      {
        metric: "A_IMPRESSIONS",
        points: [
          { day: "2026-01-02", value: 3 },
          { day: "2026-01-01", value: 1 },
        ],
      },
      { metric: "B_IMPRESSIONS", points: [{ day: "2026-01-01", value: 2 }] },
      {
        metric: "CALL_CLICKS",
        points: [
          { day: "2026-01-01", value: 100 },
          { day: "2026-01-03", value: 7 },
        ],
      },
    ];
    expect(sumSeries(daily, (m) => m.includes("IMPRESSION"))).toEqual([
      { day: "2026-01-01", value: 3 },
      { day: "2026-01-02", value: 3 },
      { day: "2026-01-03", value: 0 },
    ]);
  });
});

describe("replyTimeParts", () => {
  it("picks minutes, hours or days", () => {
    expect(replyTimeParts(0.5)).toEqual({ unit: "minutes", n: 30 });
    expect(replyTimeParts(5.25)).toEqual({ unit: "hours", n: 5.3 });
    expect(replyTimeParts(72)).toEqual({ unit: "days", n: 3 });
  });
});
