import { expect, test } from "@playwright/test";
import { deltaPercent, formatDelta } from "@/lib/reports/format";
import { formatCompact, formatCurrency, formatNumber } from "@/lib/format/number";
import type { Locale } from "@/lib/i18n/config";
import { DAILY_METRICS } from "@/lib/maps/types-performance";
import { graphql } from "./helpers";
import {
  expectedNumbers,
  expectedTotals,
  flagshipWorkspace,
  LABELS,
  last90Days,
  metricsThroughYesterday,
  openTable,
  REPORT_LOAD,
  shiftRange,
  signIn,
} from "./reports-kit";

// Issue 12: a report of 90 days for a workspace shows every chart with the numbers the maps
// service holds. What the test expects is summed (reports-kit.ts) from the simulator's Performance API over
// HTTP, never read from the product.

const SHOTS = ".ci-tmp/reportsui";

for (const locale of ["en", "es"] as const) {
  test.describe(`report of a workspace (${locale})`, () => {
    test.use({
      locale: locale === "en" ? "en-US" : "es-AR",
      viewport: { width: 1280, height: 900 },
    });

    test("90 days of a workspace match the simulator's metrics, in every chart and table", async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      const labels = LABELS[locale];
      const n = (value: number) => formatNumber(value, locale);
      await signIn(page, locale);
      await metricsThroughYesterday(page);
      const workspace = await flagshipWorkspace(page);
      const range = last90Days();
      const expected = await expectedNumbers(page, baseURL!, workspace.stores, range);
      expect(expected.impressions).toBeGreaterThan(0);

      await page.goto(`/apps/dataStudio-reports?workspace=${workspace.id}&days=90`);
      const kpi = (id: string) => page.getByTestId(`kpi-${id}`);
      await expect(kpi("impressions")).toHaveAttribute("data-value", String(expected.impressions));
      await expect(kpi("impressions")).toContainText(formatCompact(expected.impressions));
      await expect(kpi("actions")).toHaveAttribute("data-value", String(expected.actions));
      await expect(kpi("actions")).toContainText(formatCompact(expected.actions));
      for (const [id, metric] of [
        ["directions", "BUSINESS_DIRECTION_REQUESTS"],
        ["calls", "CALL_CLICKS"],
        ["website", "WEBSITE_CLICKS"],
        ["conversations", "BUSINESS_CONVERSATIONS"],
        ["bookings", "BUSINESS_BOOKINGS"],
      ] as const) {
        await expect(kpi(id)).toHaveAttribute("data-value", String(expected.total(metric)));
      }
      await expect(page.getByTestId("report-caption")).toContainText(
        locale === "en"
          ? `${workspace.stores.length} stores`
          : `${workspace.stores.length} tiendas`,
      );

      // Daily series: the totals and the first day.
      const daily = await openTable(page, "chart-daily", labels);
      await expect(daily.getByTestId("chart-daily-total")).toHaveText(
        `${labels.total}${n(expected.impressions)}${n(expected.actions)}`,
      );
      await expect(daily.getByRole("row").nth(1)).toContainText(
        `${n(expected.firstDay.impressions)}${n(expected.firstDay.actions)}`,
      );

      // Impressions by platform (rows) and device (columns).
      const platform = await openTable(page, "chart-platform", labels);
      const t = expected.total;
      await expect(platform.getByRole("row", { name: labels.maps })).toHaveText(
        `${labels.maps}${n(t("BUSINESS_IMPRESSIONS_DESKTOP_MAPS"))}${n(t("BUSINESS_IMPRESSIONS_MOBILE_MAPS"))}`,
      );
      await expect(platform.getByRole("row", { name: labels.search })).toHaveText(
        `${labels.search}${n(t("BUSINESS_IMPRESSIONS_DESKTOP_SEARCH"))}${n(t("BUSINESS_IMPRESSIONS_MOBILE_SEARCH"))}`,
      );

      // Actions and the other interactions, one column per metric the service reports.
      const actions = await openTable(page, "chart-actions", labels);
      const actionMetrics = DAILY_METRICS.filter((m) => !m.includes("IMPRESSION"));
      await expect(actions.getByTestId("chart-actions-total")).toHaveText(
        `${labels.total}${actionMetrics.map((m) => n(t(m))).join("")}`,
      );

      // Top stores: the ten largest action counts, largest first.
      const top = page.getByTestId("report-top-stores");
      const topActions = top.locator("tbody tr td:nth-child(6)");
      await expect(topActions).toHaveText(expected.topActions.map(n));

      // Search keywords: the twenty with most impressions over the range's months, each with
      // its sum (ties may list either keyword of a tie, so each row is checked on its own).
      const keywordRows = page.getByTestId("report-keywords").locator("tbody tr");
      const topKeywordValues = [...expected.keywords.values()].sort((a, b) => b - a).slice(0, 20);
      await expect(keywordRows).toHaveCount(topKeywordValues.length);
      const shownKeywords = await keywordRows.locator("th").allTextContents();
      expect(
        shownKeywords.map((keyword) => expected.keywords.get(keyword)),
        "each keyword's impressions",
      ).toEqual(topKeywordValues);
      for (const [i, keyword] of shownKeywords.entries()) {
        const value = n(expected.keywords.get(keyword)!).replace(/\./g, "\\.");
        await expect(keywordRows.nth(i).locator("td")).toHaveText(new RegExp(`^${value}(\\(|$)`));
      }

      // Revenue: traffic from the three actions, income with the tenant's settings.
      const { revenueSettings } = await graphql<{
        revenueSettings: { ticket: number; conversionPercent: number; currency: string };
      }>(
        page,
        `
          query ReportsE2ESettings {
            revenueSettings {
              ticket
              conversionPercent
              currency
            }
          }
        `,
      );
      const income =
        (revenueSettings.ticket * expected.traffic * revenueSettings.conversionPercent) / 100;
      const shown = Number(await kpi("income").getAttribute("data-value"));
      expect(shown).toBeCloseTo(income, 2);
      expect(Number(await kpi("traffic").getAttribute("data-value"))).toBeCloseTo(
        expected.traffic,
        2,
      );
      const incomeTable = await openTable(page, "chart-income", labels);
      await expect(incomeTable.getByTestId("chart-income-total")).toContainText(
        formatCurrency(income, revenueSettings.currency, locale),
      );

      // Every other chart also reads as a table, and goes back to its chart.
      for (const chart of [
        "chart-rating",
        "chart-review-volume",
        "chart-stars",
        "chart-posts",
        "chart-store-income",
      ]) {
        const card = page.getByTestId(chart);
        const toggle = card.getByRole("button", { name: labels.viewAsTable });
        if (await toggle.count()) {
          await toggle.click();
          await expect(card.getByTestId(`${chart}-table`)).toBeVisible();
          await card.getByRole("button", { name: labels.viewAsChart }).click();
          await expect(card.locator("figure")).toBeVisible();
        } else {
          await expect(card).toBeVisible();
        }
      }
      await expect(page.getByTestId("report-replies")).toBeVisible();

      await page.screenshot({ path: `${SHOTS}/report-${locale}-desktop.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(kpi("impressions")).toBeVisible();
      // A phone shows the page without sideways scrolling, once the charts have followed the new
      // width (they measure their box in a resize observer, after the viewport changed).
      await expect
        .poll(() =>
          page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        )
        .toBeLessThanOrEqual(1);
      await page.screenshot({ path: `${SHOTS}/report-${locale}-phone.png`, fullPage: true });

      // Issue 22: with two years of metrics seeded, both comparisons read real changes (it read
      // "+4,292 %" against empty months), equal to the simulator's sums of the 90 days before and
      // of the same days a year before. English on a desktop, Spanish on a phone.
      await page.setViewportSize(
        locale === "en" ? { width: 1280, height: 900 } : { width: 375, height: 812 },
      );
      for (const compare of ["previous", "year"] as const) {
        const before = await expectedTotals(
          page,
          baseURL!,
          workspace.stores,
          shiftRange(range, compare === "year" ? "year" : -90),
        );
        expect(before.impressions, compare).toBeGreaterThan(0);
        await page.goto(
          `/apps/dataStudio-reports?workspace=${workspace.id}&days=90&compare=${compare}`,
        );
        await expect(kpi("impressions")).toHaveAttribute(
          "data-value",
          String(expected.impressions),
          REPORT_LOAD,
        );
        for (const [id, value, previous] of [
          ["impressions", expected.impressions, before.impressions],
          ["actions", expected.actions, before.actions],
        ] as const) {
          const change = deltaPercent(value, previous)!;
          // Seasons and weekdays move a store's numbers, never forty-fold.
          expect(Math.abs(change), `${compare} ${id}`).toBeLessThan(50);
          await expect(page.getByTestId(`kpi-${id}-delta`)).toContainText(
            formatDelta(change, locale),
          );
        }
        await expect(page.getByTestId("kpi-impressions-no-data")).toHaveCount(0);
        await page.screenshot({
          path: `${SHOTS}/report-${locale}-compare-${compare}.png`,
          fullPage: true,
        });
      }
      // The same days a year ago, compared with the year before them: that year lies before the
      // first imported day, so the page says so instead of a percentage.
      const yearAgo = shiftRange(range, "year");
      await page.goto(
        `/apps/dataStudio-reports?workspace=${workspace.id}&from=${yearAgo.start}&to=${yearAgo.end}&compare=year`,
      );
      await expect(page.getByTestId("kpi-impressions-no-data")).toHaveText(
        locale === "en"
          ? /^No data before \d{2}\/\d{2}\/\d{4}$/
          : /^Sin datos antes del \d{2}\/\d{2}\/\d{4}$/,
        REPORT_LOAD,
      );
      await expect(page.getByTestId("kpi-impressions-delta")).toHaveCount(0);
      await expect(page.getByTestId("kpi-reviews-no-data")).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/report-${locale}-no-data.png`, fullPage: true });
    });

    test("a bad address shows the reason in the viewer's language", async ({ page }) => {
      await signIn(page, locale);
      const error = page.getByTestId("report-error");
      const cases: [string, Record<Locale, string>][] = [
        [
          "days=14",
          {
            en: "Choose a period of 7, 30, 90 or 365 days.",
            es: "Elige un período de 7, 30, 90 o 365 días.",
          },
        ],
        [
          "from=2026-03-02&to=2026-03-01",
          {
            en: "The start date must be on or before the end date.",
            es: "La fecha de inicio debe ser igual o anterior a la de fin.",
          },
        ],
        [
          "from=2026-02-30&to=2026-03-01",
          {
            en: "A date of the range is not a valid date.",
            es: "Una fecha del rango no es una fecha válida.",
          },
        ],
        [
          "compare=sometimes",
          {
            en: "Compare with the previous period, the previous year or nothing.",
            es: "Compara con el período anterior, el año anterior o con nada.",
          },
        ],
        [
          "store=42",
          {
            en: "A store in the address is not valid.",
            es: "Una tienda de la dirección no es válida.",
          },
        ],
      ];
      for (const [query, message] of cases) {
        const response = await page.goto(`/apps/dataStudio-reports?${query}`);
        expect(response?.status()).toBe(200);
        await expect(error).toHaveText(new RegExp(message[locale].replace(/[.()]/g, "\\$&")));
      }
    });
  });
}
