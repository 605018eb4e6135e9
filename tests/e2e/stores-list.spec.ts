import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { graphql, signInWithCredentials } from "./helpers";
import { signInOnce } from "./sign-in-once";

// The store list (/apps/stores) on the shared data table: every filter type of spec §5, sorting,
// paging, selection across pages and column choice kept in the URL, in English on a desktop and
// in Spanish on a phone. What each filter must find is computed here from the full list (read
// through the API without filters) with the spec's rule: lowercase text, compared as written.

type Messages = { dataTable: Record<string, any>; stores: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
const MESSAGES: Record<"en" | "es", Messages> = {
  en: JSON.parse(readFileSync("messages/en.json", "utf8")),
  es: JSON.parse(readFileSync("messages/es.json", "utf8")),
};
const NUMBER_LOCALE = { en: "en-US", es: "es-AR" } as const;

type Store = { _id: string; locationName: string; storeCode: string | null };

async function allStores(page: Page): Promise<Store[]> {
  const stores: Store[] = [];
  for (let offset = 0; ; offset += 100) {
    const { locations } = await graphql<{ locations: { total: number; items: Store[] } }>(
      page,
      `
        query All($offset: Int) {
          locations(limit: 100, offset: $offset) {
            total
            items {
              _id
              locationName
              storeCode
            }
          }
        }
      `,
      { offset },
    );
    stores.push(...locations.items);
    if (stores.length >= locations.total) return stores;
  }
}

type ChangedStore = {
  _id: string;
  locationName: string;
  verified: string | null;
  address: { locality: string };
  lastChange: { fields: string[]; changedAt: string };
  timeZone: string;
};

/**
 * The last store of the list by name with an accepted edit: its website is edited (once, by the
 * first journey that gets here) and the job waited for.
 */
async function storeWithAChange(page: Page): Promise<ChangedStore> {
  const read = async () => {
    const { locations } = await graphql<{
      locations: { timeZone: string; items: Omit<ChangedStore, "timeZone">[] };
    }>(
      page,
      `
        query LastStore {
          locations(limit: 1, sort: { by: locationName, direction: desc }) {
            timeZone
            items {
              _id
              locationName
              verified
              address {
                locality
              }
              lastChange {
                fields
                changedAt
              }
            }
          }
        }
      `,
    );
    const [item] = locations.items;
    return { ...item, timeZone: locations.timeZone };
  };
  const store = await read();
  if (store.lastChange?.fields.includes("websiteUri")) return store;
  await graphql(
    page,
    `
      mutation EditWebsite($id: ID!) {
        updateLocation(id: $id, patch: { websiteUri: "https://e2e-last-change.example/" }) {
          jobId
        }
      }
    `,
    { id: store._id },
  );
  await expect
    .poll(async () => (await read()).lastChange?.fields ?? [], { timeout: 30_000 })
    .toEqual(["websiteUri"]);
  return read();
}

/** The day of `instant` in the tenant's zone, as the app writes dates in `lang` (spec §1). */
function tenantDay(instant: string, timeZone: string, lang: "en" | "es"): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  const [day, month, year] = [part("day"), part("month"), part("year")];
  return lang === "en" ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

// English on a desktop and Spanish at 375 px: the table and the phone's cards each in one
// language, the longer texts on the narrow screen. The other two pairings repeated the same
// steps; the accessibility sweep opens the list in both languages.
const VARIANTS = [
  ["en", 1280],
  ["es", 375],
] as const;

const FILTERS: Record<string, (name: string, word: string) => boolean> = {
  contains: (name, word) => name.includes(word),
  startsWith: (name, word) => name.startsWith(word),
  endsWith: (name, word) => name.endsWith(word),
  matches: (name, word) => name === word,
  greaterThan: (name, word) => name > word,
  lessThan: (name, word) => name < word,
};

for (const [lang, width] of VARIANTS) {
  test.describe(`${lang} at ${width} px`, () => {
    test.use({ locale: "en-US", viewport: { width, height: 900 } });
    const m = MESSAGES[lang];
    const f = m.dataTable.filters;
    const n = (value: number) =>
      new Intl.NumberFormat(NUMBER_LOCALE[lang], { useGrouping: "always" }).format(value);
    const range = (from: number, to: number, total: number) =>
      (m.dataTable.pagination.range as string)
        .replace("{from}", n(from))
        .replace("{to}", n(to))
        .replace("{total}", n(total));

    test.beforeEach(async ({ page, context, baseURL }) => {
      await signInOnce(page, "admin", "Admin123!");
      await context.addCookies([{ name: "NEXT_LOCALE", value: lang, url: baseURL! }]);
    });

    test("finds stores by each filter type and refuses a filter without a word", async ({
      page,
    }) => {
      const stores = await allStores(page);
      const sample = stores[Math.floor(stores.length / 3)].locationName.toLowerCase();
      const words: Record<string, string> = {
        contains: sample.split(" ").at(-1)!.slice(1, 5),
        startsWith: sample.slice(0, 8),
        endsWith: sample.slice(-5),
        matches: sample,
        greaterThan: sample,
        lessThan: sample,
      };
      await page.goto("/apps/stores");
      await expect(page.getByRole("heading", { level: 1, name: m.stores.title })).toBeVisible();
      await expect(page.getByText(range(1, 10, stores.length))).toBeVisible();

      // A filter needs a word: the form says so and nothing changes.
      await page.getByRole("button", { name: f.add }).click();
      await page.getByRole("button", { name: f.apply }).click();
      await expect(page.getByText(f.wordRequired)).toBeVisible();
      await page.getByRole("button", { name: f.cancel }).click();
      await expect(page).toHaveURL(/\/apps\/stores$/);

      for (const [type, word] of Object.entries(words)) {
        const expected = stores
          .filter((s) => FILTERS[type](s.locationName.toLowerCase(), word))
          .map((s) => s.locationName)
          .sort();
        await page.getByRole("button", { name: f.add }).click();
        const form = page.getByRole("form", { name: f.add });
        await form.getByRole("combobox", { name: f.type }).click();
        await page.getByRole("option", { name: f.types[type], exact: true }).click();
        await form.getByLabel(f.word).fill(word.toUpperCase());
        await form.getByRole("button", { name: f.apply }).click();
        await expect(page).toHaveURL(new RegExp(`filter=locationName\\.${type}\\.`));
        await expect(
          page.getByText(range(1, Math.min(10, expected.length), expected.length)),
        ).toBeVisible();
        const firstRow = page.getByRole("table").getByRole("row").nth(1);
        await expect(firstRow).toContainText(expected[0]);
        await page.getByRole("button", { name: f.clear }).first().click();
        await expect(page).toHaveURL(/\/apps\/stores$/);
      }
      await page.screenshot({
        path: `.test-results/screens/stores-${lang}-${width}.png`,
        fullPage: true,
      });
    });

    // "Last change" was always "—", and at 375 px the table showed only names and codes.
    test("shows each store's key facts and its last accepted change", async ({ page }) => {
      const store = await storeWithAChange(page);
      const filter = new URLSearchParams({
        filter: `locationName.matches.${store.locationName.toLowerCase()}`,
      });
      await page.goto(`/apps/stores?${filter}`);
      const table = page.getByRole("table", { name: m.stores.caption });
      const row = table.getByRole("row").nth(1);
      await expect(row).toContainText(store.locationName);
      await expect(row).toContainText(tenantDay(store.lastChange.changedAt, store.timeZone, lang));
      await expect(row).toContainText(m.stores.edit.fields.websiteUri);
      await expect(row).toContainText(store.address.locality);
      await expect(row).toContainText(m.stores.verification[store.verified ?? "NONE"]);
      if (width === 375) {
        // A card: each fact on a line named by its column, nothing scrolled out of view.
        for (const column of ["storeCode", "locality", "verified", "lastChange"])
          await expect(
            row.locator(`[data-label="${m.stores.columns[column]}"]`),
            column,
          ).toBeVisible();
        const box = (await row.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `.test-results/screens/stores-card-${lang}.png` });
      }
    });

    test("sorts, pages, selects across pages and keeps the column choice", async ({ page }) => {
      const stores = await allStores(page);
      const total = stores.length;
      const codes = stores
        .map((s) => s.storeCode)
        .filter((c): c is string => !!c)
        .sort();
      await page.goto("/apps/stores");
      const table = page.getByRole("table", { name: m.stores.caption });
      const sortByCode = table.getByRole("button", {
        name: (m.dataTable.sortBy as string).replace("{column}", m.stores.columns.storeCode),
      });

      await sortByCode.click();
      await expect(page).toHaveURL(/sort=storeCode(&|$)/);
      await expect(table.getByRole("row").nth(1)).toContainText(codes[0]);
      await sortByCode.click();
      await expect(page).toHaveURL(/sort=storeCode\.desc/);

      await page.getByRole("button", { name: m.dataTable.pagination.next }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByText(range(11, 20, total))).toBeVisible();

      // Tick the page, then every matching store; untick one on another page.
      const bar = page.getByRole("region", { name: m.dataTable.selection.bar });
      await table.getByRole("checkbox", { name: m.dataTable.selection.selectPage }).click();
      await expect(bar).toContainText(n(10));
      await bar.getByRole("button", { name: new RegExp(n(total)) }).click();
      await expect(bar).toContainText(n(total));
      await page.getByRole("button", { name: m.dataTable.pagination.next }).click();
      await expect(page).toHaveURL(/page=3/);
      const boxes = table.getByRole("checkbox");
      await expect(boxes.nth(1)).toBeChecked();
      await boxes.nth(1).click();
      await expect(bar).toContainText(n(total - 1));
      await bar.getByRole("button", { name: m.dataTable.selection.clear }).click();
      await expect(bar).toBeHidden();

      // Row actions stay reachable, at 375 px too.
      await table
        .getByRole("button", {
          name: new RegExp(`^${m.stores.rowActions.replace("{name}", "")}`),
        })
        .first()
        .click();
      await expect(
        page.getByRole("menuitem", { name: m.stores.editRoutes.editHours }),
      ).toHaveAttribute("href", /\/apps\/stores\/edit-hours\?id=[0-9a-f-]{36}$/);
      await page.keyboard.press("Escape");

      // Hide the store code column; the choice is in the URL and survives a reload.
      await page.getByRole("button", { name: m.dataTable.columns.button }).click();
      await page.getByRole("menuitemcheckbox", { name: m.stores.columns.storeCode }).click();
      await page.keyboard.press("Escape");
      await expect(page).toHaveURL(/hide=storeCode/);
      await expect(sortByCode).toBeHidden();
      await page.reload();
      await expect(
        table.getByRole("columnheader", { name: m.stores.columns.locality }),
      ).toBeVisible();
      await expect(sortByCode).toBeHidden();
      await expect(page).toHaveURL(/page=3/);
    });
  });
}

test("a REVIEWS-only user cannot open the store list", async ({ page }) => {
  await signInWithCredentials(page, "reviews", "Reviews123!");
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/apps/stores");
  await expect(page).toHaveURL(/\/pages\/errors\/error-404/);
  await expect(page.getByRole("table")).toHaveCount(0);
});
