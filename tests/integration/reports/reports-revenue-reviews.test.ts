// Revenue follows spec §9's formulas over the rows inserted, with the tenant's saved settings, and
// review stats count the range's reviews, their replies and reply times.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/reports/range";
import { handSums, setUpReports, type ReportsFixture } from "./reports-fixture";
import { issuesOf, REVENUE, REVIEWS, SAVE, trafficOf } from "./reports-queries";

let r: ReportsFixture;
let range: { from: string; to: string };
let previous: { from: string; to: string };

beforeAll(async () => {
  r = await setUpReports();
  ({ range, previous } = r);
}, 120_000);

afterAll(async () => {
  await r?.close();
});

describe("revenue", () => {
  it("uses the estimator's defaults, then the saved ticket and conversion", async () => {
    const before = (await r.as("adminA", REVENUE, { range })).body.data.revenue;
    expect(before.settings).toEqual({
      ticket: 10,
      conversionPercent: 1,
      currency: "USD",
      isDefault: true,
    });
    const traffic = trafficOf(handSums(r.rows, r.f.locationsA, range.from, range.to));
    expect(before.traffic).toBeCloseTo(traffic, 6);
    expect(before.income).toBeCloseTo((10 * traffic * 1) / 100, 6);

    const saved = await r.as("reportA", SAVE, {
      input: { ticket: 25.5, conversionPercent: 3, currency: "EUR" },
    });
    expect(saved.body.data.saveRevenueSettings).toEqual({
      ticket: 25.5,
      conversionPercent: 3,
      currency: "EUR",
      isDefault: false,
    });
    const after = (await r.as("adminA", REVENUE, { range })).body.data.revenue;
    expect(after.income).toBeCloseTo((25.5 * traffic * 3) / 100, 6);
    const prevTraffic = trafficOf(handSums(r.rows, r.f.locationsA, previous.from, previous.to));
    expect(after.incomePrevious).toBeCloseTo((25.5 * prevTraffic * 3) / 100, 6);
    const day = addDays(range.to, -7);
    const dayTraffic = trafficOf(handSums(r.rows, r.f.locationsA, day, day));
    expect(after.daily.find((p: { day: string }) => p.day === day).value).toBeCloseTo(
      (25.5 * dayTraffic * 3) / 100,
      6,
    );
    const daySum = after.daily.reduce((s: number, p: { value: number }) => s + p.value, 0);
    expect(daySum).toBeCloseTo(after.income, 6);
    for (const store of after.stores) {
      const t = trafficOf(handSums(r.rows, [store.locationId], range.from, range.to));
      expect(store.traffic).toBeCloseTo(t, 6);
      expect(store.income).toBeCloseTo((25.5 * t * 3) / 100, 6);
    }
    // Another tenant keeps its own defaults.
    const b = (await r.as("adminB", REVENUE, { range })).body.data.revenue;
    expect(b.settings.isDefault).toBe(true);
  });

  it("refuses settings outside the sliders and keeps the saved ones", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ticket: 0, conversionPercent: 3, currency: "EUR" }, "ticket", "ticketRange"],
      [{ ticket: 10_001, conversionPercent: 3, currency: "EUR" }, "ticket", "ticketRange"],
      [
        { ticket: 5, conversionPercent: 0, currency: "EUR" },
        "conversionPercent",
        "conversionRange",
      ],
      [
        { ticket: 5, conversionPercent: 101, currency: "EUR" },
        "conversionPercent",
        "conversionRange",
      ],
      [{ ticket: 5, conversionPercent: 3, currency: "GBP" }, "currency", "currencyUnknown"],
    ];
    for (const [input, path, message] of cases) {
      const answer = await r.as("adminA", SAVE, { input });
      expect(issuesOf(answer), message).toEqual([{ path, message }]);
    }
    const kept = await r.as("adminA", `{ revenueSettings { ticket conversionPercent currency } }`);
    expect(kept.body.data.revenueSettings).toEqual({
      ticket: 25.5,
      conversionPercent: 3,
      currency: "EUR",
    });
  });
});

describe("review stats", () => {
  it("counts the range's reviews, their rating, replies and reply time", async () => {
    const stats = (await r.as("adminA", REVIEWS, { range })).body.data.reviewStats;
    expect(stats).toMatchObject({
      total: 4,
      totalPrevious: 1,
      averageRating: (5 + 3 + 1 + 4) / 4,
      averageRatingPrevious: 2,
      replied: 3,
      replyRate: 75,
      replyRatePrevious: 100,
    });
    expect(stats.averageReplyHours).toBeCloseTo((2 + 10 + 4) / 3, 6);
    expect(stats.medianReplyHours).toBeCloseTo(4, 6);
    expect(stats.ratings).toEqual([
      { stars: 1, count: 1 },
      { stars: 2, count: 0 },
      { stars: 3, count: 1 },
      { stars: 4, count: 1 },
      { stars: 5, count: 1 },
    ]);
    expect(stats.series).toHaveLength(30);
    expect(stats.series.find((p: { day: string }) => p.day === addDays(range.to, -1))).toEqual({
      day: addDays(range.to, -1),
      count: 1,
      averageRating: 5,
      replied: 1,
    });
    const north = (await r.as("adminA", REVIEWS, { range, workspaceId: r.workspaceA })).body.data
      .reviewStats;
    expect(north.total).toBe(3);
    const b = (await r.as("adminB", REVIEWS, { range })).body.data.reviewStats;
    expect(b.total).toBe(1);
  });

  it("buckets long ranges by week", async () => {
    const long = { from: addDays(range.to, -199), to: range.to };
    const stats = (await r.as("adminA", REVIEWS, { range: long })).body.data.reviewStats;
    expect(stats.series).toHaveLength(Math.ceil(200 / 7));
    expect(stats.series.reduce((s: number, p: { count: number }) => s + p.count, 0)).toBe(5);
  });
});
