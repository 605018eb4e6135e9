// Listing health in Chromium as acme's admin: the simulator suspends one store and drops another's
// verification (its admin API), "Check now" reads every store again, the suspended store comes
// first with its next action on Google's own page, and the unverified one is verified from the
// page with an offered method and the PIN the simulator mailed (a wrong PIN refused first).
// Pictures in English on a desktop and in Spanish at 375 px.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectAccessible } from "./axe";
import { graphql, keepScreenshot, toasts } from "./helpers";
import { E2E_SIM_ADMIN_KEY } from "./sim-admin";
import { signInOnce } from "./sign-in-once";
import { texts, type Lang } from "./stores-edit-kit";

test.describe.configure({ mode: "serial" });

const ADMIN = { "x-sim-admin-key": E2E_SIM_ADMIN_KEY };
type Store = { _id: string; id: string; locationName: string };

async function signIn(page: Page, lang: Lang) {
  await signInOnce(page, "admin", "Admin123!");
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: lang, url }]);
}

async function simAdmin(request: APIRequestContext, path: string, body?: unknown) {
  const response = body
    ? await request.post(`/api/maps-sim/_admin/${path}`, { headers: ADMIN, data: body })
    : await request.get(`/api/maps-sim/_admin/${path}`, { headers: ADMIN });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** Two verified, open stores of acme that duplicate none. */
async function twoStores(page: Page): Promise<[Store, Store]> {
  const { locations } = await graphql<{
    locations: { items: (Store & { locationState: { duplicateLocation: boolean } })[] };
  }>(
    page,
    `
      query {
        locations(
          filter: { openStatus: OPEN, verified: COMPLETED }
          sort: { by: locationName }
          limit: 40
        ) {
          items {
            _id
            id
            locationName
            locationState {
              duplicateLocation
            }
          }
        }
      }
    `,
  );
  const fit = locations.items.filter((s) => !s.locationState.duplicateLocation);
  return [fit[17]!, fit[18]!];
}

test("a store the simulator suspends comes first; an unverified one is verified with its PIN", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const t = texts("en");
  await signIn(page, "en");
  const [suspended, unverified] = await twoStores(page);
  await simAdmin(page.request, `locations/${suspended.id.split("/")[1]}:standing`, {
    standing: "SUSPENDED",
  });
  await simAdmin(page.request, `locations/${unverified.id.split("/")[1]}:dropVerification`, {});

  await page.goto("/apps/stores/health");
  await expect(
    page.getByRole("heading", { level: 1, name: t("listingHealth.title") }),
  ).toBeVisible();
  await page.getByRole("button", { name: t("listingHealth.checkNow") }).click();
  await expect(toasts(page).getByText(t("listingHealth.checkStarted"))).toBeVisible();

  // The page reads itself again while the check runs: the suspended store comes first.
  const firstRow = page.locator("tbody tr").first();
  await expect(async () => {
    await page.reload();
    await expect(firstRow).toContainText(suspended.locationName, { timeout: 2_000 });
  }).toPass({ timeout: 120_000 });
  await expect(firstRow).toContainText(t("listingHealth.states.SUSPENDED"));
  await expect(firstRow).toContainText(t("listingHealth.timeIn", { days: 0 }));
  const appeal = firstRow.getByRole("link", {
    name: t("listingHealth.actionLabel", {
      action: t("listingHealth.actions.APPEAL"),
      store: suspended.locationName,
    }),
  });
  await expect(appeal).toHaveAttribute("href", "https://business.google.com/");
  const chips = page.getByRole("navigation", { name: t("listingHealth.countsLabel") });
  await expect(chips.locator('[data-state="SUSPENDED"]')).toContainText("1");
  await expectAccessible(page);
  await keepScreenshot(page, "health-en");

  // Every store read: the unverified one asks to be verified.
  const verifyName = t("listingHealth.actionLabel", {
    action: t("listingHealth.actions.VERIFY"),
    store: unverified.locationName,
  });
  await expect(async () => {
    await page.goto(
      `/apps/stores/health?state=UNVERIFIED&q=${encodeURIComponent(unverified.locationName)}`,
    );
    await expect(page.getByRole("button", { name: verifyName })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 120_000 });
  await page.getByRole("button", { name: verifyName }).click();
  const verify = page.getByRole("dialog", {
    name: t("listingHealth.verify.title", { store: unverified.locationName }),
  });
  await expect(verify.getByRole("radio").first()).toBeVisible();
  await expectAccessible(page);
  await verify.getByRole("radio", { name: /^Text message to / }).check();
  await verify.getByRole("button", { name: t("listingHealth.verify.submit") }).click();
  await expect(toasts(page).getByText(t("listingHealth.verify.started"))).toBeVisible();

  await page.goto(
    `/apps/stores/health?state=VERIFICATION_PENDING&q=${encodeURIComponent(unverified.locationName)}`,
  );
  const pinName = t("listingHealth.actionLabel", {
    action: t("listingHealth.actions.ENTER_PIN"),
    store: unverified.locationName,
  });
  await page.getByRole("button", { name: pinName }).click();
  const dialog = page.getByRole("dialog", {
    name: t("listingHealth.pin.title", { store: unverified.locationName }),
  });
  const listed = await simAdmin(
    page.request,
    `locations/${unverified.id.split("/")[1]}/verifications`,
  );
  const pin: string = listed.verifications[0].pin;
  const field = dialog.getByRole("textbox", { name: t("listingHealth.pin.label") });
  await field.fill(pin === "111111" ? "222222" : "111111");
  await dialog.getByRole("button", { name: t("listingHealth.pin.submit") }).click();
  await expect(dialog.getByText(t("listingHealth.errors.WRONG_PIN"))).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await keepScreenshot(page, "health-pin-wrong-en");
  await field.fill(pin);
  await dialog.getByRole("button", { name: t("listingHealth.pin.submit") }).click();
  await expect(toasts(page).getByText(t("listingHealth.pin.done"))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: pinName })).toHaveCount(0);
});

test("es at 375 px: the stores that need action first, in Spanish", async ({ page }) => {
  const t = texts("es");
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, "es");
  await page.goto("/apps/stores/health");
  await expect(
    page.getByRole("heading", { level: 1, name: t("listingHealth.title") }),
  ).toBeVisible();
  await expect(page.getByText(t("listingHealth.states.SUSPENDED")).first()).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, "health-es-375");
});
