import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./axe";
import { keepScreenshot } from "./helpers";
import { E2E_SIM_ADMIN_KEY } from "./sim-admin";
import { signInOnce } from "./sign-in-once";
import { firstVerifiedStore, setMapsNotifications } from "./review-fixtures";

// Push to the browser, end to end: a browser that allows notifications turns push on in the
// preferences tab; a customer's review written on the simulated maps service reaches the app
// through the maps notifications (Pub/Sub), becomes a notification, and the push job sends it as
// an encrypted Web Push to the simulated push service, which this page hands to its service
// worker: the worker shows it.

const SIM_ADMIN_HEADERS = { "x-sim-admin-key": E2E_SIM_ADMIN_KEY };
const TOPIC = "projects/storeplus-e2e/topics/push-journey";
const stamp = Date.now().toString(36);

test.use({ permissions: ["notifications"] });
test.setTimeout(120_000);

const TEXT = {
  en: {
    tab: "Push notifications",
    notice: /Demo mode: push is simulated/,
    enable: "Enable push in this browser",
    on: "Push is on in this browser.",
    disable: "Turn off push in this browser",
    off: "Push is off in this browser.",
    type: "Updated reviews",
    save: "Save preferences",
    saved: "Push preferences saved",
    title: "You have a new review",
    removeBrowser: /^Remove Browser, registered/,
  },
  es: {
    tab: "Notificaciones push",
    notice: /Modo demo: las notificaciones push son simuladas/,
    enable: "Activar push en este navegador",
    on: "Las notificaciones push están activadas en este navegador.",
    disable: "Desactivar push en este navegador",
    off: "Las notificaciones push están desactivadas en este navegador.",
    type: "Reseñas actualizadas",
    save: "Guardar preferencias",
    saved: "Preferencias de push guardadas",
    title: "Tienes una reseña nueva",
    removeBrowser: /^Quitar Navegador, registrado el/,
  },
} as const;

/** What the service worker shows: its notifications' titles and bodies. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((n) => ({ title: n.title, body: n.body }));
  });
}

for (const [locale, width] of [
  ["en", 1280],
  ["es", 375],
] as const) {
  test.describe(`${locale} at ${width}px`, () => {
    test.use({
      locale: locale === "en" ? "en-US" : "es-ES",
      viewport: { width, height: 900 },
    });

    test("a browser with push on receives a new review", async ({ page }) => {
      await pushJourney(page, locale);
    });
  });
}

async function pushJourney(page: Page, locale: "en" | "es") {
  const t = TEXT[locale];
  await signInOnce(page, "admin", "Admin123!", locale);
  await page.goto("/apps/notifications");
  await page.getByRole("link", { name: t.tab }).click();
  await expect(page).toHaveURL(/\/apps\/notifications\?tab=push$/);
  await expect(page.getByRole("note").filter({ hasText: t.notice })).toBeVisible();
  await expectAccessible(page);

  // The types are the user's choice; this journey keeps new reviews on.
  await page.getByRole("checkbox", { name: t.type }).setChecked(false);
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: t.type })).not.toBeChecked();
  await page.getByRole("checkbox", { name: t.type }).setChecked(true);
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByText(t.saved).first()).toBeVisible();

  await page.getByRole("button", { name: t.enable }).click();
  await expect(page.getByText(t.on)).toBeVisible();
  // The browser is listed among the user's devices.
  await expect(page.getByRole("button", { name: t.removeBrowser })).toHaveCount(1);
  await keepScreenshot(page, `push-${locale}`);

  const store = await firstVerifiedStore(page);
  await setMapsNotifications(page, TOPIC, true);
  try {
    // A store's first read is silent (history is not news): another review makes the news.
    await expect(async () => {
      const response = await page.request.post("/api/maps-sim/_admin/reviews", {
        headers: SIM_ADMIN_HEADERS,
        data: {
          location: store.id,
          starRating: 5,
          comment: `Pushed to the browser ${stamp} ${locale}`,
          reviewer: { displayName: "Paula Push" },
        },
      });
      expect(response.ok()).toBe(true);
      await expect
        .poll(() => shownNotifications(page), { timeout: 10_000 })
        .toContainEqual({ title: t.title, body: store.locationName });
    }).toPass({ timeout: 60_000 });
  } finally {
    await setMapsNotifications(page, TOPIC, false);
  }

  await page.getByRole("button", { name: t.disable }).click();
  await expect(page.getByText(t.off)).toBeVisible();
  await expect(page.getByRole("button", { name: t.removeBrowser })).toHaveCount(0);
}
