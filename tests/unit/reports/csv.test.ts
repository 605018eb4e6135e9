import { describe, expect, it } from "vitest";
import { buildReportCsv } from "@/lib/reports/csv";
import { reportFixture } from "./report-fixture";

const lines = (csv: string) => csv.slice(1).trimEnd().split("\r\n");

describe("report CSV", () => {
  it("starts with a BOM and has one tidy row per total, day, store and keyword", () => {
    const csv = buildReportCsv(reportFixture(), "en");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const rows = lines(csv);
    expect(rows[0]).toBe("section,metric_or_store,day,value,previous,change_percent");
    expect(rows).toContain("range,from,2026-10-01,");
    expect(rows).toContain("compared_range,to,2026-09-30,");
    expect(rows).toContain("totals,Impressions,,12345,10000,23.5");
    expect(rows).toContain("totals,Estimated income (EUR),,1234.5,1140,8.3");
    expect(rows).toContain("totals,Reply rate,,75,50,50");
    expect(rows).toContain("daily,Actions,2026-10-02,35");
    expect(rows).toContain("top_stores,Café Núñez 😀,,70,50,40");
    expect(rows).toContain("keywords,pizza cerca,,900");
  });

  // Regression: the CSV lacked conversations, bookings, daily impressions, platform and device,
  // reviews over time and posts, all on the page.
  it("carries every figure the page shows", () => {
    const report = reportFixture();
    report.performance.metrics.push(
      { metric: "BUSINESS_CONVERSATIONS", totalValue: 7, totalPrevious: 5 },
      { metric: "BUSINESS_BOOKINGS", totalValue: 3, totalPrevious: 0 },
    );
    report.reviews.ratings = [{ stars: 5, count: 6 }];
    report.reviews.series = [{ day: "2026-10-01", count: 8, averageRating: 4.25, replied: 6 }];
    report.performance.posts = {
      published: 2,
      publishedPrevious: 1,
      daily: [{ day: "2026-10-02", value: 2 }],
    };
    report.revenue.daily = [{ day: "2026-10-01", value: 411.5 }];
    report.revenue.stores = [
      { locationId: "a", name: "Norte", traffic: 40, income: 800, incomePrevious: 640 },
    ];
    const rows = lines(buildReportCsv(report, "en"));
    for (const row of [
      "totals,Conversations,,7,5,40",
      "totals,Bookings,,3,0,",
      "metrics,Mobile Maps impressions,,12345,10000,23.5",
      "metrics,Conversations,,7,5,40",
      "daily,Impressions,2026-10-03,4345",
      "daily_metrics,Calls,2026-10-01,10",
      "reviews_by_stars,5 ★,,6",
      "reviews_by_stars,1 ★,,0",
      "reviews_over_time,Reviews,2026-10-01,8",
      "reviews_over_time,Replied,2026-10-01,6",
      "reviews_over_time,Average rating,2026-10-01,4.25",
      "replies,Replied,,6",
      "replies,Average reply time (h),,3",
      "posts,Published,,2,1,100",
      "posts,Published,2026-10-02,2",
      "income_over_time,Income (EUR),2026-10-01,411.5",
      "income_by_store,Norte,,800,640,25",
    ])
      expect(rows, row).toContain(row);
  });

  // Regression: a compared range before the first imported day read "+4,292 %".
  it("says no data before the metrics' first day instead of a change, in the report's language", () => {
    const report = reportFixture();
    report.performance.dataFrom = "2026-09-29";
    const en = lines(buildReportCsv(report, "en"));
    expect(en).toContain("data_from,metrics,2026-09-29,");
    expect(en).toContain("totals,Impressions,,12345,10000,No data before 09/29/2026");
    expect(en).toContain("top_stores,Café Núñez 😀,,70,50,No data before 09/29/2026");
    // Reviews and posts are not metrics: their change stands.
    expect(en).toContain("totals,Reviews,,8,4,100");
    const es = lines(buildReportCsv(report, "es"));
    expect(es).toContain("totales,Impresiones,,12345,10000,Sin datos antes del 29/09/2026");
  });

  it("has no previous or change without a comparison", () => {
    const report = reportFixture();
    report.performance.compareRange = null;
    const rows = lines(buildReportCsv(report, "en"));
    expect(rows).toContain("totals,Impressions,,12345");
    expect(rows.some((row) => row.startsWith("compared_range,"))).toBe(false);
  });

  it("writes Spanish words for a Spanish report", () => {
    const csv = buildReportCsv(reportFixture(), "es");
    expect(csv).toContain("totales,Impresiones,,12345,10000,23.5");
    expect(csv).toContain("seccion,metrica_o_tienda,dia,valor,anterior,cambio_porcentual");
  });

  it("quotes commas and quotes, and defuses formulas in store names (the shared CSV writer)", () => {
    const report = reportFixture();
    report.performance.topStores[0]!.name = "\t=1+1";
    const rows = lines(buildReportCsv(report, "en"));
    expect(rows).toContain(`top_stores,"'=HYPERLINK(""x""), ""quoted""",,30,50,-40`);
    expect(rows).toContain("top_stores,'\t=1+1,,70,50,40");
  });
});
