// A store's map pin proposed from a phone (/geolocation, /apps/edit-location) in Chromium: the
// admin makes a link for one store; a phone (a second context at 375 px, Spanish, location allowed
// and set) opens it signed out and proposes its position; the admin sees the proposal with its
// distance from the current pin and confirms it; the job ends and the simulator holds the new
// latlng. A link past its time and a used one say so, with nothing to send.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectAccessible } from "./axe";
import {
  expectJobDone,
  graphql,
  keepScreenshot,
  signInWithCredentials,
  simulatorAccessToken,
} from "./helpers";

type Messages = typeof import("@/messages/en.json");
const LANGS: Record<"en" | "es", Messages> = {
  en: JSON.parse(readFileSync("messages/en.json", "utf8")),
  es: JSON.parse(readFileSync("messages/es.json", "utf8")),
};

/** Where the phone stands: a few dozen metres from any seeded pin is not needed, any point is. */
const PHONE = { latitude: -34.60372, longitude: -58.38159, accuracy: 15 };

test("a phone at the store proposes its pin in Spanish and the admin confirms it", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  await signInWithCredentials(page, "admin", "Admin123!");
  await expect(page).toHaveURL(/\/apps\/home/);
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "en", url: baseURL! }]);
  const { locations } = await graphql<{
    locations: { items: { _id: string; id: string; locationName: string }[] };
  }>(
    page,
    `
      {
        locations(limit: 1) {
          items {
            _id
            id
            locationName
          }
        }
      }
    `,
  );
  const store = locations.items[0]!;
  const en = LANGS.en.geolocation;

  await page.goto(`/apps/edit-location?store=${store._id}`);
  await expect(
    page.getByRole("heading", { level: 1, name: LANGS.en.meta.pages.editLocation }),
  ).toBeVisible();
  const panel = page.getByTestId("pin-store-panel");
  await expect(panel.getByRole("heading", { name: store.locationName })).toBeVisible();
  await panel.getByRole("button", { name: en.edit.createLink }).click();
  const url = await page.getByTestId("code-display").innerText();
  expect(url).toContain("/geolocation?token=");
  await expect(page.getByTestId("qr-code")).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, "geolocation-admin-link-en");

  // The phone: signed out, 375 px, Spanish, location allowed and set.
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: "es-AR",
    extraHTTPHeaders: { "accept-language": "es" },
    geolocation: { latitude: PHONE.latitude, longitude: PHONE.longitude, accuracy: PHONE.accuracy },
    permissions: ["geolocation"],
  });
  const mobile = await phone.newPage();
  const es = LANGS.es.geolocation.capture;
  await mobile.goto(new URL(url).pathname + new URL(url).search);
  await expect(mobile.getByRole("heading", { level: 1, name: store.locationName })).toBeVisible();
  await expect(mobile.getByText(es.title)).toBeVisible();
  await expectAccessible(mobile);
  await mobile.getByRole("button", { name: es.use }).click();
  await expect(mobile.getByTestId("pin-position")).toHaveText("-34.603720, -58.381590");
  await expect(mobile.getByText("Precisión: dentro de 15 m")).toBeVisible();
  expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    375,
  );
  await mobile.getByRole("button", { name: es.propose }).click();
  await expect(mobile.getByRole("status")).toHaveText(es.proposed);
  await expectAccessible(mobile);
  await keepScreenshot(mobile, "geolocation-phone-proposed-es-375");
  // The link took its one proposal.
  await mobile.reload();
  await expect(mobile.getByRole("heading", { level: 1, name: es.usedTitle })).toBeVisible();
  await keepScreenshot(mobile, "geolocation-phone-used-es-375");
  await phone.close();

  // The admin sees it with its distance and confirms it.
  await page.reload();
  const proposal = page.getByTestId("pin-proposal").first();
  await expect(proposal).toContainText("-34.603720, -58.381590");
  await expect(proposal.getByTestId("pin-distance")).toContainText(/from the current pin/);
  await expectAccessible(page);
  await keepScreenshot(page, "geolocation-admin-proposal-en");
  await proposal.getByRole("button", { name: en.edit.confirm }).click();
  await expect(proposal.getByRole("status")).toHaveText(en.edit.sent);
  const jobHref = await proposal.getByRole("link", { name: en.edit.viewJob }).getAttribute("href");
  const jobId = jobHref!.split("/").pop()!;
  await expectJobDone(page, jobId, 90_000);

  const token = await simulatorAccessToken(request, baseURL!, "sim-owner-acme");
  const answer = await request.get(
    `/api/maps-sim/mybusinessbusinessinformation/v1/${store.id}?readMask=latlng`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(answer.ok()).toBe(true);
  expect((await answer.json()).latlng).toEqual({
    latitude: PHONE.latitude,
    longitude: PHONE.longitude,
  });

  // In Spanish, the page reads its decision.
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: baseURL! }]);
  await page.reload();
  await expect(page.getByTestId("pin-decision").first()).toContainText("Confirmado por");
  await keepScreenshot(page, "geolocation-admin-confirmed-es");
});

test("an expired or unknown link says so and offers nothing to send", async ({ page, browser }) => {
  await signInWithCredentials(page, "admin", "Admin123!");
  await expect(page).toHaveURL(/\/apps\/home/);
  const { locations } = await graphql<{ locations: { items: { _id: string }[] } }>(
    page,
    `
      {
        locations(limit: 1) {
          items {
            _id
          }
        }
      }
    `,
  );
  const { createPinLink } = await graphql<{
    createPinLink: { url: string; link: { expiresAt: string } };
  }>(
    page,
    `
      mutation ($id: ID!) {
        createPinLink(locationId: $id) {
          url
          link {
            expiresAt
          }
        }
      }
    `,
    { id: locations.items[0]!._id },
  );
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    extraHTTPHeaders: { "accept-language": "en" },
  });
  const mobile = await phone.newPage();
  const target = new URL(createPinLink.url);
  const en = LANGS.en.geolocation.capture;
  // The e2e server's link hour is short (GEOLOCATION_LINK_HOUR_MS): wait for its end by polling.
  await expect
    .poll(async () => new Date(createPinLink.link.expiresAt).getTime() <= Date.now(), {
      timeout: 60_000,
      intervals: [1_000],
    })
    .toBe(true);
  await mobile.goto(target.pathname + target.search);
  await expect(mobile.getByRole("heading", { level: 1, name: en.expiredTitle })).toBeVisible();
  await expect(mobile.getByRole("button", { name: en.use })).toHaveCount(0);
  await expectAccessible(mobile);
  await keepScreenshot(mobile, "geolocation-expired-en-375");
  await mobile.goto("/geolocation?token=unknown");
  await expect(mobile.getByRole("heading", { level: 1, name: en.unknownTitle })).toBeVisible();
  await phone.close();
});
