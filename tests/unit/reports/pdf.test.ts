import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildReportPdf, sanitizeForFont } from "@/lib/reports/pdf";
import { exportTranslator } from "@/lib/reports/pdf-text";
import {
  changeOf,
  formatChange,
  formatTotalPair,
  reportTotals,
  totalChange,
} from "@/lib/reports/pdf-totals";
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
      "€1,234.50",
      "4.3",
      "75%",
      "Top stores by actions",
      "pizza cerca",
      "Page 1 of 2",
    ])
      expect(text).toContain(expected);
  });

  it("writes Spanish with accents and Spanish number separators", async () => {
    const text = await pdfText(await buildReportPdf(reportFixture(), context("es")));
    expect(text).toContain("Informe de rendimiento");
    expect(text).toContain("Período: 01/10/2026 – 03/10/2026");
    expect(text).toContain("12.345");
    expect(text).toMatch(/EUR\s1\.234,50/);
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
  it("formats money, ratings, percentages and changes like the page", () => {
    const report = reportFixture();
    const totals = reportTotals(report);
    const byKey = Object.fromEntries(totals.map((t) => [t.key, t]));
    const en = exportTranslator("en");
    expect(formatTotalPair({ ...byKey.income!, value: 1234.5 }, "es", "USD").value).toBe(
      "US$\u00a01.234,50",
    );
    expect(formatTotalPair(byKey.income!, "en", "USD").value).toBe("$1,234.50");
    expect(formatTotalPair(byKey.rating!, "en", "EUR")).toEqual({ value: "4.3", previous: "4" });
    expect(formatTotalPair({ ...byKey.replyRate!, value: null }, "en", "EUR").value).toBe("—");
    expect(formatChange(changeOf(30, 40, null), "en", en)).toBe("-25%");
    expect(formatChange(changeOf(30, 0, null), "en", en)).toBeNull();
    expect(totals.map((t) => t.key)).toEqual([
      "impressions",
      "actions",
      "directions",
      "calls",
      "website",
      "conversations",
      "bookings",
      "traffic",
      "income",
      "reviews",
      "rating",
      "replyRate",
    ]);
  });

  // Regression: a rating of 3.62 against 3.57 read "3.6, -1.3% vs 3.6" in the PDF.
  it("shows two decimals where one would show a changed rating unchanged", () => {
    const report = reportFixture();
    report.reviews.averageRating = 3.62;
    report.reviews.averageRatingPrevious = 3.57;
    const rating = reportTotals(report).find((t) => t.key === "rating")!;
    expect(formatTotalPair(rating, "en", "USD")).toEqual({ value: "3.62", previous: "3.57" });
    expect(formatTotalPair(rating, "es", "USD")).toEqual({ value: "3,62", previous: "3,57" });
  });

  // Regression: a compared range before the first imported day read "+4,292%".
  it("says no data before the metrics' first day instead of a change, for metric totals only", () => {
    const report = reportFixture();
    report.performance.dataFrom = "2026-09-29";
    const totals = reportTotals(report);
    const byKey = Object.fromEntries(totals.map((t) => [t.key, t]));
    expect(
      formatChange(totalChange(report, byKey.impressions!), "en", exportTranslator("en")),
    ).toBe("No data before 09/29/2026");
    expect(formatChange(totalChange(report, byKey.income!), "es", exportTranslator("es"))).toBe(
      "Sin datos antes del 29/09/2026",
    );
    expect(formatChange(totalChange(report, byKey.reviews!), "en", exportTranslator("en"))).toBe(
      "+100%",
    );
    report.performance.dataFrom = "2026-09-28";
    expect(
      formatChange(totalChange(report, byKey.impressions!), "en", exportTranslator("en")),
    ).toBe("+23.5%");
  });
});
