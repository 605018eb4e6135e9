import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import {
  countValues,
  formatCompact,
  formatCurrency,
  visibleDigits,
  formatNumber,
} from "@/lib/format/number";

describe("formatCompact", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [12.34, "12.3"],
    [1000, "1k"],
    [1200, "1.2k"],
    [1250, "1.3k"],
    [15_000, "15k"],
    [999_499, "999.5k"],
    [1_000_000, "1m"],
    [3_400_000, "3.4m"],
    [12_345_678, "12.3m"],
  ])("%d → %s", (input, expected) => {
    expect(formatCompact(input)).toBe(expected);
  });

  it("rolls over to the next unit instead of showing 1000k", () => {
    expect(formatCompact(999.97)).toBe("1k");
    expect(formatCompact(999_960)).toBe("1m");
  });

  it("keeps the sign of negative numbers", () => {
    expect(formatCompact(-1500)).toBe("-1.5k");
    expect(formatCompact(-2_000_000)).toBe("-2m");
    expect(formatCompact(-0.01)).toBe("0");
  });

  it("gives an empty string for NaN and infinities", () => {
    expect(formatCompact(Number.NaN)).toBe("");
    expect(formatCompact(Number.POSITIVE_INFINITY)).toBe("");
  });
});

describe("formatCurrency", () => {
  // Regression: English showed "U$ 10.00", a symbol no English reader writes.
  it("writes each currency as the language does (Intl's symbol)", () => {
    expect(formatCurrency(10, "EUR", "en")).toBe("€10.00");
    expect(formatCurrency(10, "USD", "en")).toBe("$10.00");
    expect(formatCurrency(10, "USD", "es")).toBe("US$\u00a010,00");
    expect(formatCurrency(10, "ARS", "es")).toBe("$\u00a010,00");
  });

  it("uses each language's separators, grouping thousands", () => {
    expect(formatCurrency(1234.5, "USD", "en")).toBe("$1,234.50");
    expect(formatCurrency(1234.5, "USD", "es")).toBe("US$\u00a01.234,50");
    expect(formatCurrency(1_000_000, "ARS", "es")).toBe("$\u00a01.000.000,00");
  });

  it("accepts lower-case codes and shows codes that are no currency code as text", () => {
    expect(formatCurrency(5, "usd", "en")).toBe("$5.00");
    expect(formatCurrency(5, "dollars", "en")).toBe("DOLLARS 5.00");
  });

  it("puts the minus sign first and drops it when the value rounds to zero", () => {
    expect(formatCurrency(-3.5, "EUR", "en")).toBe("-€3.50");
    expect(formatCurrency(-0.001, "EUR", "en")).toBe("€0.00");
  });

  it("takes the compact digits in place of the number", () => {
    expect(formatCurrency(12_345, "USD", "en", () => "12.3k")).toBe("$12.3k");
    expect(formatCurrency(12_345, "USD", "es", () => "12.3k")).toBe("US$\u00a012.3k");
  });
});

describe("visibleDigits", () => {
  // Regression: a rating of 3.62 against 3.57 read "3.6" twice beside a change of 1.4%.
  it("asks for two decimals where one would show two different values alike", () => {
    expect(visibleDigits(3.62, 3.57, 1)).toBe(2);
    expect(visibleDigits(3.7, 3.5, 1)).toBe(1);
    expect(visibleDigits(3.6, 3.6, 1)).toBe(1);
    expect(visibleDigits(3.62, null, 1)).toBe(1);
    expect(visibleDigits(0.04, 0, 1)).toBe(2);
  });
});

describe("formatNumber", () => {
  it("groups thousands with the language's separator", () => {
    expect(formatNumber(1234.567, "en")).toBe("1,234.57");
    expect(formatNumber(1234.567, "es")).toBe("1.234,57");
    expect(formatNumber(Number.NaN, "es")).toBe("");
  });

  it("writes the whole numbers below 1,000 as Intl does, without it", () => {
    for (const [locale, tag] of [
      ["en", "en-US"],
      ["es", "es-AR"],
    ] as const) {
      const intl = new Intl.NumberFormat(tag, { maximumFractionDigits: 2, useGrouping: "always" });
      for (let n = 0; n < 1000; n++) expect(formatNumber(n, locale)).toBe(intl.format(n));
    }
    expect(formatNumber(1000, "es")).toBe("1.000");
    expect(formatNumber(-5, "en")).toBe("-5");
    expect(formatNumber(0.5, "es")).toBe("0,5");
  });
});

// Regression: "8320" beside "1,943": numbers reached messages raw, or through Intl's Spanish rule.
describe("countValues", () => {
  it("keeps the count for the plural form and shows it grouped", () => {
    expect(countValues(8320, "es")).toEqual({ count: 8320, n: "8.320" });
    expect(countValues(8320, "en")).toEqual({ count: 8320, n: "8,320" });
    expect(countValues(1, "es")).toEqual({ count: 1, n: "1" });
  });

  it("fills a counted message in the product's digits", () => {
    const t = createTranslator({
      locale: "es",
      messages: { m: "{count, plural, one {# tienda} other {{n} tiendas}}" },
    });
    expect(t("m", countValues(8320, "es"))).toBe("8.320 tiendas");
    expect(t("m", countValues(1, "es"))).toBe("1 tienda");
  });
});
