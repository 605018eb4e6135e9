import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { graphql } from "./helpers";
import { signInOnce } from "./sign-in-once";

// Bulk edits on the store list (/apps/stores): a field group's dialog for the ticked stores, or for
// every store matching the filters, checked with the shared store rules before anything is sent;
// then the job's progress in the dialog, with the stores the maps service refused and why (the
// demo's duplicates and permanently closed stores are refused: that is their expected outcome).
// Jobs then names the edit: its field, how many stores, who started it and when, and each store's
// outcome on its page (it said only "Store edit" before).

type Messages = Record<"dataTable" | "stores" | "jobs", Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
const MESSAGES: Record<"en" | "es", Messages> = {
  en: JSON.parse(readFileSync("messages/en.json", "utf8")),
  es: JSON.parse(readFileSync("messages/es.json", "utf8")),
};
const NUMBER_LOCALE = { en: "en-US", es: "es-AR" } as const;

/** A closed day next December. */
function nextDecember() {
  const now = new Date();
  return `${now.getFullYear() + (now.getMonth() === 11 ? 1 : 0)}-12-24`;
}

/** ICU's "{count, plural, one {…} other {… {n} …}}" as the page shows it for `count`. */
function plural(message: string, count: number, n: string) {
  const other = message.match(/other \{(.*)\}\}$/)![1]!;
  return count === 1 ? message.match(/one \{(.*?)\} other/)![1]! : other.replace("{n}", n);
}

async function storeNames(page: Page): Promise<string[]> {
  const names: string[] = [];
  for (let offset = 0; ; offset += 100) {
    const { locations } = await graphql<{
      locations: { total: number; items: { locationName: string }[] };
    }>(
      page,
      `
        query Names($offset: Int) {
          locations(limit: 100, offset: $offset) {
            total
            items {
              locationName
            }
          }
        }
      `,
      { offset },
    );
    names.push(...locations.items.map((item) => item.locationName));
    if (names.length >= locations.total) return names;
  }
}

async function signIn(page: Page, lang: "en" | "es") {
  await signInOnce(page, "manager", "Manager123!");
  if (lang === "es") {
    const url = test.info().project.use.baseURL!;
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url }]);
  }
}

/** The finished job's counts, read from the dialog; each refused store shows its reason. */
async function expectFinished(page: Page, m: Messages, total: number, lang: "en" | "es") {
  const progress = page.getByTestId("job-progress");
  const finished = (m.jobs.finished as string)
    .replace("{done}", "(\\d+)")
    .replace("{failed}", "(\\d+)")
    .replace("{total}", new Intl.NumberFormat(NUMBER_LOCALE[lang]).format(total));
  await expect(progress).toContainText(new RegExp(finished), { timeout: 150_000 });
  const [, done, failed] = (await progress.textContent())!.match(new RegExp(finished))!;
  expect(Number(done) + Number(failed)).toBe(total);
  await expect(progress.getByRole("listitem")).toHaveCount(Number(failed));
  if (Number(failed) > 0)
    await expect(
      page.getByRole("button", {
        name: plural(
          m.jobs.retryFailed,
          Number(failed),
          new Intl.NumberFormat(NUMBER_LOCALE[lang]).format(Number(failed)),
        ),
      }),
    ).toBeVisible();
  return { done: Number(done), failed: Number(failed) };
}

/**
 * The newest job on /apps/jobs is this store edit: "Store edit: hours", its stores, "Started by
 * <the user> on <date time>" on the tenant's clock, and its page lists each store's outcome.
 */
async function expectJobListed(page: Page, lang: "en" | "es", field: string, total: number) {
  const t = createTranslator({ locale: lang, messages: MESSAGES[lang] as never });
  const {
    user: { me },
  } = await graphql<{ user: { me: { firstName: string; lastName: string } } }>(
    page,
    "query Me { user { me { firstName lastName } } }",
  );
  await page.goto("/apps/jobs");
  const title = t(
    "jobs.heading" as never,
    {
      kind: t("jobs.kinds.LOCATION_EDIT" as never),
      fields: t(`stores.edit.fields.${field}` as never),
    } as never,
  );
  const stores = t("jobs.storeCount" as never, { count: total } as never);
  // Newest first; a store's change notice may start a job of its own meanwhile.
  const job = page
    .getByTestId("job-summary")
    .filter({ has: page.getByRole("link", { name: title, exact: true }) })
    .filter({ hasText: stores })
    .first();
  await expect(job).toBeVisible();
  const name = `${me.firstName} ${me.lastName}`.trim();
  const date = "\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}";
  const started = t("jobs.startedBy" as never, { name, date: "DATE" } as never).replace(
    "DATE",
    date,
  );
  await expect(job).toContainText(new RegExp(started));
  await job.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId("job-outcomes").getByRole("listitem")).toHaveCount(
    Math.min(total, 100),
  );
}

test("en: special hours for 200 selected stores, with the progress and each store's outcome", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const m = MESSAGES.en;
  await signIn(page, "en");
  // Every matching store less the last page of 50 (the demo gives the manager 250 stores).
  const total = (await storeNames(page)).length;
  const lastPage = Math.ceil(total / 50);
  expect(50 * (lastPage - 1)).toBe(200);
  await page.goto(`/apps/stores?size=50&page=${lastPage}`);
  const table = page.getByRole("table", { name: m.stores.caption });
  const bar = page.getByRole("region", { name: m.dataTable.selection.bar });
  const selectPage = table.getByRole("checkbox", { name: m.dataTable.selection.selectPage });
  await selectPage.click();
  await bar.getByRole("button", { name: `Select all ${total} matching` }).click();
  await expect(bar).toContainText(`All ${total} matching rows are selected`);
  await selectPage.click();
  await expect(bar).toContainText("200 selected");

  await bar.getByRole("button", { name: m.stores.bulk.menu }).click();
  await page.getByRole("menuitem", { name: m.stores.bulk.kinds.specialHours }).click();
  const dialog = page.getByRole("dialog", { name: m.stores.bulk.kinds.specialHours });
  await expect(dialog).toContainText("Changes the 200 selected stores.");

  // Bad input: no date. A field error, and no job.
  const apply = dialog.getByRole("button", { name: "Apply to 200 stores" });
  await apply.click();
  await expect(dialog.getByText(m.stores.validation.invalidDate)).toBeVisible();
  await expect(dialog.getByTestId("job-progress")).toBeHidden();

  await dialog.getByLabel(m.stores.edit.hours.date, { exact: true }).fill(nextDecember());
  await expect(dialog.getByLabel(m.stores.edit.hours.closedAllDay)).toBeChecked();
  await apply.click();
  await expect(dialog.getByTestId("job-progress")).toBeVisible();
  // The job has its stores: the selection is emptied.
  await expect(bar).toBeHidden();
  const { failed } = await expectFinished(page, m, 200, "en");
  if (failed > 0)
    await expect(dialog.getByTestId("job-progress").getByRole("listitem").first()).toContainText(
      /\S+\s*\S+/,
    );
  await dialog.getByRole("button", { name: m.stores.bulk.done }).click();
  await expect(dialog).toBeHidden();
});

test("en: regular hours for the ticked page, refused while a day opens and closes at once", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const m = MESSAGES.en;
  await signIn(page, "en");
  await page.goto("/apps/stores");
  const table = page.getByRole("table", { name: m.stores.caption });
  const bar = page.getByRole("region", { name: m.dataTable.selection.bar });
  await table.getByRole("checkbox", { name: m.dataTable.selection.selectPage }).click();
  await expect(bar).toContainText("10 selected");
  await bar.getByRole("button", { name: m.stores.bulk.menu }).click();
  await page.getByRole("menuitem", { name: m.stores.bulk.kinds.regularHours }).click();
  const dialog = page.getByRole("dialog", { name: m.stores.bulk.kinds.regularHours });
  const closes = dialog.getByLabel(m.stores.edit.hours.closes, { exact: true }).first();
  await closes.fill("09:00");
  await dialog.getByRole("button", { name: "Apply to 10 stores" }).click();
  await expect(dialog.getByText(m.stores.validation.sameOpenClose)).toBeVisible();
  await expect(dialog.getByTestId("job-progress")).toBeHidden();
  // The store page's own fields: Monday in two lines, Sunday closed.
  const h = m.stores.edit.hours;
  await closes.fill("13:00");
  await dialog.getByRole("button", { name: h.addLine }).first().click();
  await dialog.getByLabel(h.opens, { exact: true }).nth(1).fill("14:00");
  await dialog.getByLabel(h.closes, { exact: true }).nth(1).fill("17:30");
  await dialog.getByRole("combobox", { name: h.mode.replace("{day}", "Sunday") }).click();
  await page.getByRole("option", { name: h.modes.closed, exact: true }).click();
  const sent = page.waitForRequest((r) => /BulkUpdateLocations/.test(r.postData() ?? ""));
  await dialog.getByRole("button", { name: "Apply to 10 stores" }).click();
  const { periods } = (await sent).postDataJSON().variables.patch.regularHours;
  expect(periods.filter((p: { openDay: string }) => p.openDay === "MONDAY")).toHaveLength(2);
  expect(periods.filter((p: { openDay: string }) => p.openDay === "SUNDAY")).toHaveLength(0);
  expect(periods).toHaveLength(7);
  await expectFinished(page, m, 10, "en");
  await expectJobListed(page, "en", "regularHours", 10);
  await page.screenshot({ path: ".test-results/screens/jobs-detail-en-1280.png", fullPage: true });
});

test.describe("es at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("special hours for every store matching a filter, less nothing unticked", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const m = MESSAGES.es;
    await signIn(page, "es");
    // A first letter that matches more than one page of stores, but few of them.
    const counts = new Map<string, number>();
    for (const name of await storeNames(page)) {
      const letter = name.toLowerCase()[0]!;
      if (/[a-z]/.test(letter)) counts.set(letter, (counts.get(letter) ?? 0) + 1);
    }
    const [letter, total] = [...counts].filter(([, c]) => c > 10).sort((a, b) => a[1] - b[1])[0]!;
    await page.goto(`/apps/stores?filter=locationName.startsWith.${letter}`);
    const table = page.getByRole("table", { name: m.stores.caption });
    const bar = page.getByRole("region", { name: m.dataTable.selection.bar });
    await table.getByRole("checkbox", { name: m.dataTable.selection.selectPage }).click();
    const n = new Intl.NumberFormat(NUMBER_LOCALE.es).format(total);
    await bar.getByRole("button", { name: new RegExp(n) }).click();
    await expect(bar).toContainText(plural(m.dataTable.selection.allSelected, total, n));

    await bar.getByRole("button", { name: m.stores.bulk.menu }).click();
    await page.getByRole("menuitem", { name: m.stores.bulk.kinds.specialHours }).click();
    const dialog = page.getByRole("dialog", { name: m.stores.bulk.kinds.specialHours });
    const apply = dialog.getByRole("button", { name: plural(m.stores.bulk.apply, total, n) });

    // Open hours need two different times: a translated error, and nothing sent.
    await dialog.getByLabel(m.stores.edit.hours.date, { exact: true }).fill(nextDecember());
    await dialog.getByLabel(m.stores.edit.hours.closedAllDay).click();
    await apply.click();
    await expect(dialog.getByText(m.stores.validation.hoursRequired)).toBeVisible();
    await expect(dialog.getByTestId("job-progress")).toBeHidden();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);

    await dialog.getByLabel(m.stores.edit.hours.closedAllDay).click();
    await apply.click();
    await expectFinished(page, m, total, "es");
    await expectJobListed(page, "es", "specialHours", total);
    await page.screenshot({ path: ".test-results/screens/jobs-detail-es-375.png", fullPage: true });
  });
});

// The wide dialogs (the store page's hours fields, the category picker) in English on a desktop
// and in Spanish at 375 px, the longer texts on the narrower screen (the other two pairings
// repeated them); the categories dialog sends one job for the ticked page.
const DIALOG_VARIANTS = [
  ["en", 1280],
  ["es", 375],
] as const;

for (const [lang, width] of DIALOG_VARIANTS) {
  test(`${lang} at ${width} px: bulk hours and categories dialogs`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const m = MESSAGES[lang];
    const c = m.stores.edit.category;
    await signIn(page, lang);
    await page.goto("/apps/stores");
    const table = page.getByRole("table", { name: m.stores.caption });
    const bar = page.getByRole("region", { name: m.dataTable.selection.bar });
    await table.getByRole("checkbox", { name: m.dataTable.selection.selectPage }).click();
    const open = async (kind: string) => {
      await bar.getByRole("button", { name: m.stores.bulk.menu }).click();
      await page.getByRole("menuitem", { name: m.stores.bulk.kinds[kind] }).click();
      const dialog = page.getByRole("dialog", { name: m.stores.bulk.kinds[kind] });
      await expect(dialog).toBeVisible();
      // Fits the screen: no sideways scrolling inside the dialog either.
      expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(width);
      expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      return dialog;
    };
    const shot = (name: string) =>
      page.screenshot({ path: `.test-results/screens/bulk-${name}-${lang}-${width}.png` });

    for (const kind of ["regularHours", "specialHours"]) {
      const dialog = await open(kind);
      await shot(kind);
      await dialog.getByRole("button", { name: m.stores.bulk.cancel }).click();
      await expect(dialog).toBeHidden();
    }

    const dialog = await open("categories");
    const apply = dialog.getByRole("button", { name: plural(m.stores.bulk.apply, 10, "10") });
    await apply.click();
    await expect(dialog.getByText(m.stores.validation.invalidCategory)).toBeVisible();
    const search = dialog.getByLabel(c.search, { exact: true });
    const results = dialog.getByRole("list", { name: c.results });
    const [bakery, pharmacy] = lang === "en" ? ["Bakery", "Pharmacy"] : ["Panadería", "Farmacia"];
    await search.fill(bakery.slice(0, 5));
    await results.getByRole("button", { name: bakery, exact: true }).click();
    await search.fill(pharmacy.slice(0, 5));
    // Enter while searching does not send the form.
    await search.press("Enter");
    await results.getByRole("button", { name: pharmacy, exact: true }).click();
    const chosen = dialog.getByRole("list", { name: c.chosen });
    await expect(chosen.getByRole("listitem")).toHaveCount(2);
    await expect(chosen.getByRole("listitem").first()).toContainText(c.primary);
    await expect(dialog.getByTestId("job-progress")).toBeHidden();
    await shot("categories");
    if (lang !== "en" || width !== 1280) return;

    const sent = page.waitForRequest((r) => /BulkUpdateLocations/.test(r.postData() ?? ""));
    await apply.click();
    expect((await sent).postDataJSON().variables.patch.categories).toEqual({
      primaryCategory: { name: "categories/gcid:bakery" },
      additionalCategories: [{ name: "categories/gcid:pharmacy" }],
    });
    await expectFinished(page, m, 10, lang);
  });
}
