import { describe, expect, it } from "vitest";
import { INCOME_ESTIMATOR } from "@/lib/constants";
import {
  actionCounts,
  clampSlider,
  estimateIncome,
  estimatedIncome,
  formatIncome,
  storeTraffic,
  totalActions,
  totalImpressions,
} from "@/lib/insights/income";

const metrics = [
  { metric: "BUSINESS_IMPRESSIONS_DESKTOP_MAPS", totalValue: 100 },
  { metric: "BUSINESS_IMPRESSIONS_MOBILE_SEARCH", totalValue: 250 },
  { metric: "BUSINESS_DIRECTION_REQUESTS", totalValue: 50 },
  { metric: "CALL_CLICKS", totalValue: 20 },
  { metric: "WEBSITE_CLICKS", totalValue: 30 },
];

describe("income estimator (spec §9)", () => {
  it("weighs traffic 0.8 directions + 0.4 calls + 0.1 website clicks", () => {
    expect(storeTraffic({ directions: 50, calls: 20, website: 30 })).toBeCloseTo(40 + 8 + 3);
    expect(storeTraffic({ directions: 0, calls: 0, website: 0 })).toBe(0);
  });

  it("estimates income as ticket × traffic × conversion / 100", () => {
    expect(estimatedIncome(10, 51, 1)).toBeCloseTo(5.1);
    expect(estimatedIncome(10_000, 51, 100)).toBeCloseTo(510_000);
  });

  it("sums only metrics whose name contains IMPRESSION, and the three actions", () => {
    expect(totalImpressions(metrics)).toBe(350);
    expect(totalActions(actionCounts(metrics))).toBe(100);
    expect(actionCounts([])).toEqual({ directions: 0, calls: 0, website: 0 });
  });

  it("puts it together with the default sliders", () => {
    const { ticket, conversion } = INCOME_ESTIMATOR;
    const estimate = estimateIncome(metrics, ticket.default, conversion.default);
    expect(estimate).toEqual({ traffic: 51, income: 5.1, impressions: 350, actions: 100 });
  });

  // Regression: the estimate showed a bare number, no currency.
  it("shows the ticket and the estimate as US dollars in the locale's digits and symbol", () => {
    expect(formatIncome(estimatedIncome(100, 8_320.5, 5), "en")).toBe("$41,602.50");
    expect(formatIncome(estimatedIncome(100, 8_320.5, 5), "es")).toBe("US$\u00a041.602,50");
    expect(formatIncome(5.1, "es")).toBe("US$\u00a05,10");
    expect(formatIncome(INCOME_ESTIMATOR.ticket.default, "en")).toBe("$10.00");
  });

  it("keeps slider values inside the spec's ranges", () => {
    expect(clampSlider(0, INCOME_ESTIMATOR.ticket)).toBe(1);
    expect(clampSlider(20_000, INCOME_ESTIMATOR.ticket)).toBe(10_000);
    expect(clampSlider(Number.NaN, INCOME_ESTIMATOR.conversion)).toBe(1);
    expect(clampSlider(55.4, INCOME_ESTIMATOR.conversion)).toBe(55);
  });
});
