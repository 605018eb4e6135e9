// Rank tracking in Chromium, English and Spanish: the new-ranking form refuses a two-letter keyword
// and a repeated competitor with the translated messages; a monthly ranking of five stores, three
// keywords and a 5×5 grid then runs at once, and its page shows the rank per store and keyword,
// the grid as a map of pins, who beats the store, its rank over time and why it moved; run again,
// the results say how each moved since the run before. Each language writes its own ranking.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./axe";
import { toasts } from "./helpers";
import { signInOnce } from "./sign-in-once";

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: "serial" });

type Messages = typeof import("@/messages/en.json");
const LANGS: Record<"en" | "es", Messages> = {
  en: JSON.parse(readFileSync("messages/en.json", "utf8")),
  es: JSON.parse(readFileSync("messages/es.json", "utf8")),
};
const stamp = Date.now().toString(36);

/** Acme's stores are clothing stores named "Acme Retail …": each keyword finds some of them. */
const KEYWORDS = {
  en: ["clothing store", "acme retail", "tienda de ropa"],
  es: ["tienda de ropa", "acme retail", "ropa"],
} as const;

async function signIn(page: Page, lang: "en" | "es") {
  await signInOnce(page, "admin", "Admin123!");
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: lang, url }]);
}

async function addEntries(page: Page, label: string, entries: readonly string[]) {
  const field = page.getByRole("textbox", { name: label, exact: true });
  for (const entry of entries) {
    await field.fill(entry);
    await field.press("Enter");
  }
}

for (const lang of ["en", "es"] as const) {
  test(`${lang}: a monthly ranking of five stores runs and shows its grid, rivals and moves`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const r = LANGS[lang].rankings;
    const name = `Ranking ${lang} ${stamp}`;
    await signIn(page, lang);

    await page.goto("/apps/rankingJobs");
    await expect(page.getByRole("heading", { level: 1, name: r.title })).toBeVisible();
    await page.locator("#main").getByRole("link", { name: r.newRanking }).click();
    await expect(page).toHaveURL(/\/apps\/rankingJobs\/new-ranking$/);

    const submit = page.getByRole("button", { name: r.form.submit });
    await expect(submit).toBeEnabled();
    await page.getByRole("textbox", { name: r.form.name, exact: true }).fill(name);
    await page.getByRole("radio", { name: r.form.chosenStores }).check();
    const choice = LANGS[lang].storeChoice;
    const results = page.getByRole("list", { name: choice.results, exact: true });
    for (let i = 0; i < 5; i++) await results.getByRole("checkbox").nth(i).check();
    await expect(
      page.getByRole("list", { name: choice.selected, exact: true }).getByRole("listitem"),
    ).toHaveCount(5);
    await addEntries(page, r.form.keywords, [...KEYWORDS[lang], "ab"]);
    await addEntries(page, r.form.competitors, ["Moda Sur", "moda  sur"]);

    // A two-letter keyword and a repeated competitor: refused in the page's language, not sent.
    await submit.click();
    const repeated = r.validation.duplicate.replace("{entry}", "moda  sur");
    await expect(page.getByText(r.validation.keywordLetters)).toBeVisible();
    await expect(page.getByText(repeated)).toBeVisible();
    await expect(page).toHaveURL(/\/new-ranking$/);
    await expectAccessible(page);
    await page.getByRole("button", { name: r.form.remove.replace("{entry}", "ab") }).click();
    await page
      .getByRole("button", { name: r.form.remove.replace("{entry}", "moda  sur"), exact: true })
      .click();
    await expect(page.getByText(repeated)).toHaveCount(0);

    // Monthly (the default), on a 5×5 grid 1 km apart (the defaults), 75 searches per store.
    await expect(page.getByRole("combobox", { name: r.form.frequency })).toHaveValue("MONTHLY");
    await expect(page.getByRole("combobox", { name: r.form.gridSize })).toHaveValue("5");
    await submit.click();
    await expect(page).toHaveURL(/\/apps\/rankingJobs\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await expect(toasts(page).getByText(r.form.created)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.locator("#main dl")).toContainText(r.frequency.MONTHLY);

    // Its first run ran at once: fifteen rows, five stores by three keywords.
    const table = page.getByRole("table", { name: r.detail.resultsCaption });
    await expect(table).toBeVisible({ timeout: 90_000 });
    await expect(table.locator("tbody tr")).toHaveCount(15);
    for (const keyword of KEYWORDS[lang])
      await expect(table.getByRole("cell", { name: keyword, exact: true }).first()).toBeVisible();

    // The first row shows at first; another store's "acme retail" opens its own 5×5 map of pins,
    // the places above it, its rank over time and why it moved.
    await table
      .getByRole("link", { name: new RegExp(`^${r.detail.show}: .*, acme retail$`) })
      .first()
      .click();
    await expect(page).toHaveURL(/keyword=acme\+retail/);
    const grid = page.getByTestId("ranking-grid");
    await expect(grid.locator("tr")).toHaveCount(5);
    await expect(grid.locator("td")).toHaveCount(25);
    await expect(page.getByRole("heading", { name: r.rivals.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: r.trend.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: r.activity.title })).toBeVisible();
    await expect(page.getByText(r.trend.single)).toBeVisible();
    await expectAccessible(page);

    // Run now: a second run, then each row says how it moved since the first.
    await page.getByRole("button", { name: r.detail.runNow }).click();
    await expect(toasts(page).getByText(r.detail.ran).first()).toBeVisible();
    // While the run works the table may hold no moves at all: wait for them before asking that
    // none is a first.
    await expect(page.getByText(r.trend.single)).toHaveCount(0, { timeout: 90_000 });
    await expect(table.locator("[data-move]").first()).toBeVisible({ timeout: 90_000 });
    await expect(table.locator("[data-move=first]")).toHaveCount(0, { timeout: 90_000 });
    await expectAccessible(page);

    // The list shows it, scheduled for next month.
    await page.goto("/apps/rankingJobs");
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row.locator("[data-status]")).toHaveText(r.status.SCHEDULED);
    await expectAccessible(page);
  });
}
