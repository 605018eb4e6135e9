import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildReportPdf, sanitizeForFont } from "@/lib/reports/pdf";
import { formatDelta, formatTotal, reportTotals } from "@/lib/reports/pdf-totals";
import { pdfText } from "../../pdf-text";
import { reportFixture } from "./report-fixture";

const context = (locale: "en" | "es") => ({
  locale,
  tenantName: "Acme",
  workspaceName: "Norte",
  generatedAt: new Date("2026-10-04T10:00:00Z"),
  timeZone: "Europe/Madrid",
});

describe("report PDF", () => {
  it("shows the title, ranges, totals with deltas and the tables in English", async () => {
    const text = await pdfText(await buildReportPdf(reportFixture(), context("en")));
    for (const expected of [
      "Performance report",
      "Acme",
      "Workspace: Norte",
      "Range: 10/01/2026 – 10/03/2026",
      "Compared with: 09/28/2026 – 09/30/2026",
      "Impressions",
      "12,345",
      "Previous: 10,000 (+23.5%)",
      "€ 1,234.50",
      "4.3",
      "75%",
      "Top stores by actions",
      "pizza cerca",
      "Page 1 of 1",
    ])
      expect(text).toContain(expected);
  });

  it("writes Spanish with accents and Spanish number separators", async () => {
    const text = await pdfText(await buildReportPdf(reportFixture(), context("es")));
    expect(text).toContain("Informe de rendimiento");
    expect(text).toContain("Período: 01/10/2026 – 03/10/2026");
    expect(text).toContain("12.345");
    expect(text).toContain("€ 1.234,50");
    expect(text).toContain("Calificación promedio");
    // The emoji is outside the standard fonts' characters: replaced, the accents kept.
    expect(text).toContain("Café Núñez ?");
  });

  it("draws an empty chart and empty tables without failing", async () => {
    const report = reportFixture();
    report.performance.daily = [];
    report.performance.topStores = [];
    report.performance.keywords = [];
    const text = await pdfText(await buildReportPdf(report, context("en")));
    expect(text).toContain("No data in this range");
  });

  it("replaces characters the standard fonts lack", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    expect(sanitizeForFont("Ñandú – ok", font)).toBe("Ñandú – ok");
    expect(sanitizeForFont("Łódź 東京\nline", font)).toBe("?ódz ?? line");
  });
});

describe("report totals", () => {
  it("formats money, ratings, percentages and deltas like the page", () => {
    const totals = reportTotals(reportFixture());
    const byKey = Object.fromEntries(totals.map((t) => [t.key, t]));
    expect(formatTotal(byKey.income!, 1234.5, "es", "USD")).toBe("U$ 1.234,50");
    expect(formatTotal(byKey.rating!, 4.25, "en", "EUR")).toBe("4.3");
    expect(formatTotal(byKey.replyRate!, null, "en", "EUR")).toBe("—");
    expect(formatDelta(30, 40, "en")).toBe("-25%");
    expect(formatDelta(30, 0, "en")).toBeNull();
  });
});
