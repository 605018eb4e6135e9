// Marketing data in Chromium, English and Spanish: a new extract job runs through each step to
// Done and its rows download as CSV; a to date 2 days after the from date is refused with the
// spec's message. Each language writes its own job, so a re-run never reads another's rows.
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { allowedExtractRange } from "@/lib/marketing/dates";
import { signInWithCredentials, toasts } from "./helpers";

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: "serial" });

type Messages = typeof import("@/messages/en.json");
const LANGS: Record<"en" | "es", Messages> = {
  en: JSON.parse(readFileSync("messages/en.json", "utf8")),
  es: JSON.parse(readFileSync("messages/es.json", "utf8")),
};
const range = allowedExtractRange()!;
// The first days of the last closed month: always allowed (spec §5), whatever today is.
const month = range.max.slice(0, 8);
const METRIC_COUNT = 7;

/** One CSV line's cells (quoted cells may hold commas and doubled quotes). */
function cells(line: string): string[] {
  return [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((match) =>
    match[1] !== undefined ? match[1].replace(/""/g, '"') : match[2]!,
  );
}

async function signIn(page: Page, lang: "en" | "es") {
  await signInWithCredentials(page, "admin", "Admin123!");
  await expect(page).not.toHaveURL(/\/login/);
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: lang, url: page.url() }]);
}

for (const lang of ["en", "es"] as const) {
  test(`${lang}: an extract job runs to Done and its rows download as CSV`, async ({ page }) => {
    test.setTimeout(180_000);
    const m = LANGS[lang].marketing;
    await signIn(page, lang);
    await page.goto("/apps/marketingdata/new-job");
    await expect(page.getByRole("heading", { name: m.form.title })).toBeVisible();
    await page.getByRole("radio", { name: m.form.chosenStores }).check();
    await page
      .getByRole("button", {
        name: new RegExp(LANGS[lang].media.stores.selectShown.replace("{count}", "\\d+")),
      })
      .click();
    await page.getByRole("textbox", { name: m.form.dateFrom, exact: true }).fill(`${month}01`);
    // Two days apart: refused with the spec's message, and nothing is sent.
    await page.getByRole("textbox", { name: m.form.dateTo, exact: true }).fill(`${month}03`);
    await page.getByRole("button", { name: m.form.submit }).click();
    await expect(page.getByText(m.validation.DATE_TO_TOO_CLOSE)).toBeVisible();
    await expect(page).toHaveURL(/\/new-job$/);
    await page.screenshot({ path: `.ci-tmp/marketing/new-job-${lang}.png`, fullPage: true });

    await page.getByRole("textbox", { name: m.form.dateTo, exact: true }).fill(`${month}10`);
    await page.getByRole("button", { name: m.form.submit }).click();
    await expect(page).toHaveURL(/\/apps\/marketingdata\?job=/, { timeout: 20_000 });
    await expect(toasts(page).getByText(m.form.created)).toBeVisible();
    // The page reads the job again while it runs, until it is done.
    await expect(page.locator("header [data-status]")).toHaveText(m.status.DONE, {
      timeout: 120_000,
    });
    const steps = page.getByRole("table", { name: m.detail.steps }).locator("tbody tr");
    await expect(steps).toHaveCount(3);
    for (const [i, step] of (["EXTRACTION", "TRANSFORMATION", "LOAD"] as const).entries()) {
      await expect(steps.nth(i).locator("td").first()).toHaveText(m.steps[step]);
      // Each step has its end, and no error.
      await expect(steps.nth(i).locator("td").nth(2)).not.toHaveText(m.detail.running);
      await expect(steps.nth(i).locator("td").nth(5)).toHaveText("");
    }
    await page.screenshot({ path: `.ci-tmp/marketing/job-${lang}.png`, fullPage: true });

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: m.detail.download }).click();
    const file = await (await downloading).path();
    const lines = (await readFile(file, "utf8")).trim().split("\r\n");
    expect(lines[0]).toBe("store_code,store_name,day,metric,value");
    const rows = lines.slice(1).map(cells);
    // Two stores may share a name: a store is its code and name.
    const stores = new Set(rows.map((row) => `${row[0]}|${row[1]}`));
    // Every store read gives each metric on each of the 10 days, once.
    expect(rows.length).toBe(stores.size * METRIC_COUNT * 10);
    const keys = new Set(rows.map((row) => row.slice(0, 4).join("|")));
    expect(keys.size).toBe(rows.length);
    for (const row of rows) {
      expect(row[2]! >= `${month}01` && row[2]! <= `${month}10`).toBe(true);
      expect(row[4]).toMatch(/^\d+$/);
    }
    const rowCount = page.locator("dl dd").nth(4);
    await expect(rowCount).toHaveText(rows.length.toLocaleString(lang));

    // The list shows the job with its status.
    await page.goto("/apps/marketingdata");
    await expect(page.getByRole("table").locator("[data-status=DONE]").first()).toHaveText(
      m.status.DONE,
    );
    await page.screenshot({ path: `.ci-tmp/marketing/jobs-${lang}.png`, fullPage: true });
  });
}

// One test per language, each in a fresh browser context: signing out by clearing cookies raced
// the session cookie a late response of the previous page could set again.
for (const lang of ["en", "es"] as const) {
  test(`${lang}: source data and connectors show`, async ({ page }) => {
    const m = LANGS[lang].marketing;
    await signIn(page, lang);
    await page.goto("/apps/marketingdata/sourcedata?table=extract_rows");
    await expect(page.getByRole("heading", { name: m.sources.title })).toBeVisible();
    const preview = page.getByRole("table", {
      name: m.sources.previewTitle.replace("{table}", m.sources.names.extract_rows),
    });
    await expect(preview.locator("tbody tr").first()).toBeVisible();
    await page.screenshot({ path: `.ci-tmp/marketing/sources-${lang}.png`, fullPage: true });
    await page.goto("/apps/marketingdata/connector");
    await expect(page.locator("[data-connector=POSTGRESQL] [data-status]")).toHaveText(
      m.connectors.state.READY,
    );
    await page.screenshot({ path: `.ci-tmp/marketing/connectors-${lang}.png`, fullPage: true });
    await page.goto("/apps/marketingdata/connector/selected?type=POSTGRESQL");
    await page.getByRole("button", { name: m.connectors.test }).click();
    await expect(page.locator("#main").getByText(m.connectors.testOk)).toBeVisible();
    await page.goto("/apps/marketingdata/connector/selected?type=BIGQUERY");
    const projectId = page.getByLabel(m.connectors.projectId, { exact: true });
    await projectId.fill("abc");
    await page.getByRole("button", { name: m.connectors.save }).click();
    // The project's own error (the empty dataset gets one too on a database with none saved).
    await expect(projectId).toHaveAttribute("aria-invalid", "true");
    await expect(projectId).toHaveAccessibleDescription(m.validation.INVALID_LENGTH);
    await page.screenshot({ path: `.ci-tmp/marketing/connector-bq-${lang}.png`, fullPage: true });
  });
}
