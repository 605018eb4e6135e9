import { describe, expect, it } from "vitest";
import { getTableColumns } from "drizzle-orm";
import { metricRunningTotals } from "@/lib/db/schema";
import {
  addDays,
  incrementalDays,
  incrementalMonths,
  monthStart,
  monthsBetween,
  splitDayRange,
} from "@/lib/insights/incremental";
import { keywordRow } from "@/lib/insights/keywords";
import {
  METRIC_COLUMN_ENTRIES,
  METRIC_COLUMNS,
  METRIC_SQL_COLUMNS,
  isDailyMetric,
} from "@/lib/insights/metric-columns";
import { DAILY_METRICS } from "@/lib/maps/types";

describe("metric columns", () => {
  it("give each of the 11 metrics its own running-total column", () => {
    expect(DAILY_METRICS).toHaveLength(11);
    const running = Object.keys(getTableColumns(metricRunningTotals)).filter(
      (key) => !["locationId", "day", "tenantId"].includes(key),
    );
    expect(new Set(Object.values(METRIC_COLUMNS))).toEqual(new Set(running));
    expect(METRIC_COLUMN_ENTRIES.map((e) => e.metric)).toEqual([...DAILY_METRICS]);
    for (const metric of DAILY_METRICS)
      expect(metricRunningTotals[METRIC_COLUMNS[metric]].name).toBe(METRIC_SQL_COLUMNS[metric]);
    expect(isDailyMetric("BUSINESS_BOOKINGS")).toBe(true);
    expect(isDailyMetric("BUSINESS_IMPRESSIONS")).toBe(false);
  });
});

describe("incremental ranges", () => {
  const period = { start: "2026-08-27", end: "2026-11-26" };

  it("read the whole period for a store with nothing yet", () => {
    expect(incrementalDays(null, period)).toEqual(period);
    expect(incrementalMonths(null, period, "2026-11-27")).toEqual([
      "2026-08-01",
      "2026-09-01",
      "2026-10-01",
      "2026-11-01",
    ]);
  });

  it("read from the last stored day less three, never before the period", () => {
    expect(incrementalDays("2026-11-20", period)).toEqual({
      start: "2026-11-17",
      end: "2026-11-26",
    });
    expect(incrementalDays("2026-11-26", period)).toEqual({
      start: "2026-11-23",
      end: "2026-11-26",
    });
    expect(incrementalDays("2026-01-01", period)).toEqual(period);
    expect(incrementalDays("2026-12-31", period)).toBeNull();
  });

  it("read keywords from the last stored month again to the current one", () => {
    expect(incrementalMonths("2026-10-01", period, "2026-11-27")).toEqual([
      "2026-10-01",
      "2026-11-01",
    ]);
    expect(incrementalMonths("2026-11-01", period, "2026-12-01")).toEqual([
      "2026-11-01",
      "2026-12-01",
    ]);
    expect(incrementalMonths("2025-01-01", period, "2026-08-30")).toEqual(["2026-08-01"]);
  });

  it("count days and months across years and leap days", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2025-01-01", -1)).toBe("2024-12-31");
    expect(monthStart("2026-02-17")).toBe("2026-02-01");
    expect(monthsBetween("2025-11-15", "2026-02-01")).toEqual([
      "2025-11-01",
      "2025-12-01",
      "2026-01-01",
      "2026-02-01",
    ]);
    expect(monthsBetween("2026-03-01", "2026-02-01")).toEqual([]);
  });
});

describe("keyword rows", () => {
  const row = (insightsValue: unknown) =>
    keywordRow("t", "l", "2026-10-01", {
      searchKeyword: " pizza near me ",
      insightsValue,
    } as never);

  it("keep a count or a threshold, and nothing unreadable", () => {
    expect(row({ value: "123" })).toMatchObject({
      keyword: "pizza near me",
      value: 123,
      threshold: null,
    });
    expect(row({ threshold: "15" })).toMatchObject({ value: null, threshold: 15 });
    expect(row({})).toBeNull();
    expect(row({ value: "many" })).toBeNull();
    expect(
      keywordRow("t", "l", "2026-10-01", { searchKeyword: " ", insightsValue: { value: "1" } }),
    ).toBeNull();
  });
});

describe("splitDayRange", () => {
  // Two years of metrics take two Performance calls: the service answers 550 days at most.
  it("cuts a range into consecutive pieces of at most the given days", () => {
    expect(splitDayRange({ start: "2024-11-28", end: "2026-11-27" }, 550)).toEqual([
      { start: "2024-11-28", end: "2026-05-31" },
      { start: "2026-06-01", end: "2026-11-27" },
    ]);
    expect(splitDayRange({ start: "2026-01-01", end: "2026-01-01" }, 550)).toEqual([
      { start: "2026-01-01", end: "2026-01-01" },
    ]);
    expect(splitDayRange({ start: "2026-01-01", end: "2026-01-04" }, 2)).toEqual([
      { start: "2026-01-01", end: "2026-01-02" },
      { start: "2026-01-03", end: "2026-01-04" },
    ]);
  });
});
