// Saved searches in Chromium, English and Spanish: the new-search form refuses a two-letter keyword
// and a repeated competitor with the translated messages, then saves the search (from the
// language's country in English, from a store in Spanish); run now, its results page shows with
// the tenant's site and the competitor marked; run again once the search simulator's results have
// moved on (its period lasts seconds on this server, SERP_SIM_PERIOD_MS), the page tells what is
// new and what dropped out, and the runs show over time, each opening its own page. Each language
// writes its own search, so a re-run never reads another's.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./axe";
import { toasts } from "./helpers";
import { E2E_SERP_PERIOD_MS } from "./serp-sim";
import { signInOnce } from "./sign-in-once";

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: "serial" });

type Messages = typeof import("@/messages/en.json");
const LANGS: Record<"en" | "es", Messages> = {
  en: JSON.parse(readFileSync("messages/en.json", "utf8")),
  es: JSON.parse(readFileSync("messages/es.json", "utf8")),
};
const stamp = Date.now().toString(36);

/** What each language's search looks for; acme's stores are clothing stores in both languages. */
const SEARCHES = {
  en: { keyword: "clothing store", site: "acme-retail.example", competitor: "yelp.com" },
  es: {
    keyword: "tienda de ropa",
    site: "https://www.acme-retail.example/",
    competitor: "tripadvisor.com",
  },
} as const;

/** The simulator's period now, as the server reads it (the same machine's clock). */
const periodNow = () => Math.floor(Date.now() / E2E_SERP_PERIOD_MS);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function signIn(page: Page, lang: "en" | "es") {
  await signInOnce(page, "admin", "Admin123!");
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: lang, url }]);
}

for (const lang of ["en", "es"] as const) {
  test(`${lang}: a saved search runs, shows its results page and what changed on the next run`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const r = LANGS[lang].rankings;
    const s = r.serps;
    const search = SEARCHES[lang];
    const name = `SERP ${lang} ${stamp}`;
    await signIn(page, lang);

    // The rankings' list leads to the saved searches', and that one to a new search.
    await page.goto("/apps/rankingJobs");
    await page
      .getByRole("navigation", { name: r.sections })
      .getByRole("link", { name: s.title })
      .click();
    await expect(page).toHaveURL(/\/apps\/serps$/);
    await expect(page.getByRole("heading", { level: 1, name: s.title })).toBeVisible();
    await page.locator("#main").getByRole("link", { name: s.newSerp }).click();
    await expect(page).toHaveURL(/\/apps\/serps\/new-serp$/);

    // Enabled once hydrated with its rules loaded: Enter in a list's field adds, not sends.
    const submit = page.getByRole("button", { name: s.form.submit });
    await expect(submit).toBeEnabled();
    await page.getByRole("textbox", { name: s.form.name, exact: true }).fill(name);
    const keyword = page.getByRole("textbox", { name: s.form.keyword, exact: true });
    await keyword.fill("ab");
    const sites = page.getByRole("textbox", { name: s.form.sites, exact: true });
    await sites.fill(search.site);
    await sites.press("Enter");
    const competitors = page.getByRole("textbox", { name: s.form.competitors, exact: true });
    for (let i = 0; i < 2; i++) {
      await competitors.fill(search.competitor);
      await competitors.press("Enter");
    }
    // A two-letter keyword and a repeated competitor: refused in the page's language, not sent.
    await submit.click();
    const repeated = r.validation.duplicate.replace("{entry}", search.competitor);
    await expect(keyword).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(r.validation.keywordLetters)).toBeVisible();
    await expect(page.getByText(repeated)).toBeVisible();
    await expect(page).toHaveURL(/\/new-serp$/);
    await expectAccessible(page);

    await keyword.fill(search.keyword);
    await page
      .getByRole("button", { name: s.form.remove.replace("{entry}", search.competitor) })
      .nth(1)
      .click();
    await expect(page.getByText(repeated)).toHaveCount(0);
    let store: string | null = null;
    if (lang === "es") {
      // From one of the tenant's stores, on a computer.
      await page
        .getByRole("combobox", { name: s.form.device, exact: true })
        .selectOption("DESKTOP");
      await page.getByRole("radio", { name: s.form.fromStore }).check();
      const choice = LANGS[lang].storeChoice;
      await page
        .getByRole("list", { name: choice.results, exact: true })
        .getByRole("checkbox")
        .first()
        .check();
      const chosen = page
        .getByRole("list", { name: choice.selected, exact: true })
        .getByRole("listitem");
      await expect(chosen).toHaveCount(1);
      store = (await chosen.innerText()).trim();
    }
    await submit.click();
    await expect(page).toHaveURL(/\/apps\/serps\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await expect(toasts(page).getByText(s.form.created)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const facts = page.locator("#main dl");
    await expect(facts).toContainText(search.keyword);
    await expect(facts).toContainText(
      store ?? s.detail.country.replace("{country}", s.countries[lang]),
    );
    await expect(page.getByText(s.detail.noRuns)).toBeVisible();

    // Run now: the page follows the run and shows its results page once it ends.
    const runNow = page.getByRole("button", { name: s.detail.runNow });
    await runNow.click();
    await expect(toasts(page).getByText(s.detail.ran).first()).toBeVisible();
    const results = page.getByRole("table", { name: s.detail.resultsCaption });
    await expect(results).toBeVisible({ timeout: 60_000 });
    const firstPeriod = periodNow();
    const rows = results.locator("tbody tr");
    await expect(rows.first().locator("td").first()).toHaveText("1");
    const link = rows.first().getByRole("link");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(results.locator("[data-status=COMPETITOR]").first()).toHaveText(
      s.detail.competitor,
    );
    // A search from the whole country finds the tenant's site; near one store it may not.
    if (lang === "en")
      await expect(results.locator("[data-status=OWN]").first()).toHaveText(s.detail.own);
    // A first page has nothing to compare with.
    await expect(results.locator("[data-move=first]").first()).toHaveText(s.detail.first);
    await expect(results.locator("[data-move=new]")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: s.detail.dropped })).toHaveCount(0);
    const overTime = page.getByRole("table", { name: s.detail.overTimeCaption });
    await expect(overTime.locator("tbody tr")).toHaveCount(1);
    await expectAccessible(page);

    // The simulator's results move on at its next period; a run after that reads a changed page.
    await expect
      .poll(periodNow, { timeout: 3 * E2E_SERP_PERIOD_MS, intervals: [250] })
      .toBeGreaterThan(firstPeriod);
    await expect(runNow).toBeEnabled();
    await runNow.click();
    await expect(overTime.locator("tbody tr")).toHaveCount(2, { timeout: 20_000 });
    await expect(results.locator("[data-move=new]").first()).toHaveText(s.detail.new, {
      timeout: 60_000,
    });
    const dropped = page.getByRole("table", { name: s.detail.droppedCaption });
    await expect(dropped.locator("tbody tr").first()).toBeVisible();
    await expect(results.locator("[data-status=COMPETITOR]").first()).toBeVisible();
    await expectAccessible(page);

    // Over time, the older run opens its own page: the first one, with nothing to compare with.
    const older = overTime.getByRole("link", {
      name: new RegExp(`^${escape(s.detail.showRun.replace("{date}", ""))}`),
    });
    await expect(older).toHaveCount(1);
    await older.click();
    await expect(page).toHaveURL(/\?run=[0-9a-f-]{36}$/);
    await expect(results.locator("[data-move=first]").first()).toHaveText(s.detail.first);
    await expect(results.locator("[data-move=new]")).toHaveCount(0);
    await expect(overTime.getByText(s.detail.shown)).toHaveCount(1);

    const status = page.locator("#main header [data-status]");
    if (lang === "en") {
      // Paused, it waits; resumed, it is scheduled again.
      await page.getByRole("button", { name: s.detail.pause }).click();
      await expect(toasts(page).getByText(s.detail.paused)).toBeVisible();
      await expect(status).toHaveText(r.status.PAUSED);
      await page.getByRole("button", { name: s.detail.resume }).click();
      await expect(toasts(page).getByText(s.detail.resumed)).toBeVisible();
      await expect(status).toHaveText(r.status.SCHEDULED);
      // The list shows it with its status.
      await page.goto("/apps/serps");
      const row = page.getByRole("row").filter({ hasText: name });
      await expect(row.locator("[data-status]")).toHaveText(r.status.SCHEDULED);
      await expectAccessible(page);
    } else {
      // Deleted after its confirmation, it leaves the list.
      await page.getByRole("button", { name: s.detail.delete }).click();
      const dialog = page.getByRole("dialog", { name: s.detail.deleteTitle });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole("button", { name: s.detail.delete }).click();
      await expect(page).toHaveURL(/\/apps\/serps$/);
      await expect(toasts(page).getByText(s.detail.deleted)).toBeVisible();
      await expect(page.getByRole("link", { name })).toHaveCount(0);
    }
  });
}
