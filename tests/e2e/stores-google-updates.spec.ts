// Google's changes in Chromium, English and Spanish: Google renames a store in the simulator (its
// admin API); "Check now" finds the change, shown as our name beside Google's; one click restores
// ours, the edit's job ends and the simulator holds our name again with Google's update gone; the
// change raised a notification that leads to this page.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./axe";
import { keepScreenshot } from "./helpers";
import { E2E_SIM_ADMIN_KEY } from "./sim-admin";
import { signInOnce } from "./sign-in-once";
import { pickStores, type PickedStore } from "./stores-edit-kit";

test.describe.configure({ mode: "serial" });

type Messages = typeof import("@/messages/en.json");
const LANGS: Record<"en" | "es", Messages> = {
  en: JSON.parse(readFileSync("messages/en.json", "utf8")),
  es: JSON.parse(readFileSync("messages/es.json", "utf8")),
};
const SIM_ADMIN = { "x-sim-admin-key": E2E_SIM_ADMIN_KEY };
const PAGE = "/apps/stores/google-updates";

async function signIn(page: Page, lang: "en" | "es") {
  await signInOnce(page, "admin", "Admin123!");
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: lang, url }]);
}

const simId = (store: PickedStore) => store.id.replace(/^locations\//, "");

async function simulatorView(page: Page, store: PickedStore) {
  const response = await page.request.get(
    `/api/maps-sim/_admin/locations/${simId(store)}/googleUpdated`,
    { headers: SIM_ADMIN },
  );
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as {
    location: { title: string; metadata: { hasGoogleUpdated?: boolean } };
    googleUpdated: { location: { title: string }; diffMask: string };
  };
}

test("a store Google renamed is found by Check now and restored with one click", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const t = LANGS.en.googleUpdates;
  await signIn(page, "en");
  const stores = await pickStores(page);
  // One far down the list: the other journeys edit the first stores.
  const store = stores[stores.length - 4]!;
  const googles = `${store.locationName} - Google`;
  const made = await page.request.post(
    `/api/maps-sim/_admin/locations/${simId(store)}:googleUpdate`,
    { headers: SIM_ADMIN, data: { title: googles } },
  );
  expect(made.ok(), await made.text()).toBe(true);

  await page.goto(PAGE);
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  await page.getByRole("button", { name: t.checkNow }).click();
  const row = page.getByRole("row").filter({ hasText: googles });
  await expect(row).toBeVisible({ timeout: 90_000 });
  await expect(row.getByTestId("google-update-ours")).toHaveText(store.locationName);
  await expect(row.getByTestId("google-update-theirs")).toHaveText(googles);
  await expect(page.getByTestId("google-updates-summary")).toContainText("1 change in 1 store");
  await keepScreenshot(page, "stores-google-updates-en");
  await expectAccessible(page);

  await row
    .getByRole("button", {
      name: t.restoreOursLabel
        .replace("{field}", t.fields.title)
        .replace("{store}", store.locationName),
    })
    .click();
  await expect(page.getByText(t.sent.OURS)).toBeVisible();
  await expect(page.getByTestId("job-progress")).toBeVisible();
  await expect(row).toHaveCount(0, { timeout: 30_000 });
  await expect
    .poll(async () => (await simulatorView(page, store)).googleUpdated.diffMask, {
      timeout: 60_000,
    })
    .toBe("");
  const after = await simulatorView(page, store);
  expect(after.location.title).toBe(store.locationName);
  expect(after.location.metadata.hasGoogleUpdated).toBe(false);
  await expect(page.getByText(t.empty)).toBeVisible();

  // The change Google made raised a notification that opens this page.
  await page.goto("/apps/notifications");
  const notice = page.getByText(
    LANGS.en.notifications.types.GOOGLE_UPDATE.replace(/^\{count.*one \{([^}]*)\}.*$/, "$1"),
  );
  await expect(notice.first()).toBeVisible();
});

test("the page explains what it watches, in Spanish", async ({ page }) => {
  const t = LANGS.es.googleUpdates;
  await signIn(page, "es");
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByRole("button", { name: t.checkNow })).toBeVisible();
  await expect(page.getByText(t.empty)).toBeVisible();
  await expect(page.getByText(t.emptyDescription)).toBeVisible();
  await keepScreenshot(page, "stores-google-updates-es");
  await expectAccessible(page);
});
