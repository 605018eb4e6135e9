import { describe, expect, it } from "vitest";
import {
  deltaPercent,
  formatDelta,
  formatValue,
  replyTimeParts,
  sumSeries,
} from "@/components/reports/format";

describe("formatValue", () => {
  it("shows counts in full, or as k or m when compact (spec §9)", () => {
    expect(formatValue(12345, { kind: "number" }, "en")).toBe("12,345");
    expect(formatValue(12345, { kind: "number" }, "es")).toBe("12.345");
    expect(formatValue(12345, { kind: "number" }, "en", true)).toBe("12.3k");
    expect(formatValue(3_400_000, { kind: "number" }, "es", true)).toBe("3.4m");
    expect(formatValue(null, { kind: "number" }, "en")).toBe("—");
  });

  it("shows money with the product's symbols", () => {
    expect(formatValue(1234.5, { kind: "currency", currency: "USD" }, "en")).toBe("U$ 1,234.50");
    expect(formatValue(1234.5, { kind: "currency", currency: "EUR" }, "es")).toBe("€ 1.234,50");
    expect(formatValue(25_000, { kind: "currency", currency: "ARS" }, "en", true)).toBe("$ 25k");
    expect(formatValue(12.34, { kind: "currency", currency: "USD" }, "en", true)).toBe("U$ 12.3");
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
    expect(formatDelta(0.01, "en")).toBe("0%");
    expect(formatDelta(1234.5, "es")).toBe("+1.234,5%");
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
