import type { Report } from "@/lib/reports/types";

const days = ["2026-10-01", "2026-10-02", "2026-10-03"];
const series = (metric: string, values: number[]) => ({
  metric,
  points: days.map((day, i) => ({ day, value: values[i] ?? 0 })),
});

/** A small report of three days: every number is easy to add by hand. */
export function reportFixture(): Report {
  return {
    performance: {
      range: { from: "2026-10-01", to: "2026-10-03" },
      compareRange: { from: "2026-09-28", to: "2026-09-30" },
      dataFrom: "2026-01-01",
      storeCount: 2,
      metrics: [
        { metric: "BUSINESS_IMPRESSIONS_MOBILE_MAPS", totalValue: 12345, totalPrevious: 10000 },
        { metric: "BUSINESS_DIRECTION_REQUESTS", totalValue: 60, totalPrevious: 50 },
        { metric: "CALL_CLICKS", totalValue: 30, totalPrevious: 40 },
        { metric: "WEBSITE_CLICKS", totalValue: 10, totalPrevious: 10 },
      ],
      impressions: { metric: "IMPRESSIONS", totalValue: 12345, totalPrevious: 10000 },
      actions: { metric: "ACTIONS", totalValue: 100, totalPrevious: 100 },
      daily: [
        series("BUSINESS_DIRECTION_REQUESTS", [20, 20, 20]),
        series("CALL_CLICKS", [10, 10, 10]),
        series("WEBSITE_CLICKS", [0, 5, 5]),
        series("BUSINESS_IMPRESSIONS_MOBILE_MAPS", [4000, 4000, 4345]),
      ],
      topStores: [
        {
          locationId: "a",
          name: "Café Núñez 😀",
          storeCode: "S1",
          locality: "Madrid",
          impressions: 8000,
          actions: 70,
          directions: 40,
          calls: 20,
          website: 10,
          actionsPrevious: 50,
        },
        {
          locationId: "b",
          name: '=HYPERLINK("x"), "quoted"',
          storeCode: "S2",
          locality: "Sevilla",
          impressions: 4345,
          actions: 30,
          directions: 20,
          calls: 10,
          website: 0,
          actionsPrevious: 50,
        },
      ],
      bottomStores: [],
      keywords: [{ keyword: "pizza cerca", value: 900, belowThreshold: 1 }],
      posts: { published: 1, publishedPrevious: 0, daily: [] },
    },
    reviews: {
      range: { from: "2026-10-01", to: "2026-10-03" },
      compareRange: { from: "2026-09-28", to: "2026-09-30" },
      total: 8,
      totalPrevious: 4,
      averageRating: 4.25,
      averageRatingPrevious: 4,
      replied: 6,
      replyRate: 75,
      replyRatePrevious: 50,
      averageReplyHours: 3,
      medianReplyHours: 2,
      ratings: [],
      series: [],
    },
    revenue: {
      range: { from: "2026-10-01", to: "2026-10-03" },
      compareRange: { from: "2026-09-28", to: "2026-09-30" },
      settings: { ticket: 20, conversionPercent: 10, currency: "EUR", isDefault: false },
      traffic: 61,
      trafficPrevious: 57,
      income: 1234.5,
      incomePrevious: 1140,
      daily: [],
      stores: [],
    },
  };
}
