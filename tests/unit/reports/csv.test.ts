import { describe, expect, it } from "vitest";
import { buildReportCsv } from "@/lib/reports/csv";
import { reportFixture } from "./report-fixture";

describe("report CSV", () => {
  it("starts with a BOM and has one tidy row per total, day, store and keyword", () => {
    const csv = buildReportCsv(reportFixture(), "en");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe("section,metric_or_store,value,previous");
    expect(lines).toContain("totals,Impressions,12345,10000");
    expect(lines).toContain("totals,Estimated income (EUR),1234.5,1140");
    expect(lines).toContain("totals,Reply rate,75,50");
    expect(lines).toContain("daily_actions,2026-10-02,35,");
    expect(lines).toContain("top_stores,Café Núñez 😀,70,50");
    expect(lines).toContain("keywords,pizza cerca,900,");
  });

  it("writes Spanish words for a Spanish report", () => {
    const csv = buildReportCsv(reportFixture(), "es");
    expect(csv).toContain("totales,Impresiones,12345,10000");
    expect(csv).toContain("seccion,metrica_o_tienda,valor,anterior");
  });

  it("quotes commas and quotes, and defuses formulas in store names (the shared CSV writer)", () => {
    const report = reportFixture();
    report.performance.topStores[0]!.name = "\t=1+1";
    const lines = buildReportCsv(report, "en").slice(1).split("\r\n");
    expect(lines).toContain(`top_stores,"'=HYPERLINK(""x""), ""quoted""",30,50`);
    expect(lines).toContain("top_stores,'\t=1+1,70,50");
  });
});
