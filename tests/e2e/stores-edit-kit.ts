// Shared pieces of the store edit journeys: messages, the store picked through the API, what the
// maps simulator itself holds for it, and the watch on edits sent to /api/graphql.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json" with { type: "json" };
import es from "@/messages/es.json" with { type: "json" };
import { graphql, simulatorAccessToken } from "./helpers";
import { signInOnce } from "./sign-in-once";

export type Lang = "en" | "es";
const MESSAGES = { en, es } as const;

/** The page's texts in `lang`, with ICU arguments, as the app renders them. */
export function texts(lang: Lang) {
  return createTranslator({ locale: lang, messages: MESSAGES[lang] });
}

export async function signInAs(
  page: Page,
  baseURL: string,
  lang: Lang,
  user: "manager" | "reviews" = "manager",
) {
  const password = user === "manager" ? "Manager123!" : "Reviews123!";
  await signInOnce(page, user, password);
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: lang, url: baseURL }]);
}

export type PickedStore = { _id: string; id: string; locationName: string };

/** Verified, open stores of the tenant by name, duplicates left out (the service refuses their edits). */
export async function pickStores(page: Page) {
  const { locations } = await graphql<{
    locations: {
      items: (PickedStore & { locationState: { duplicateLocation: boolean } })[];
    };
  }>(
    page,
    `
      query Pick {
        locations(
          filter: { openStatus: OPEN, verified: COMPLETED }
          sort: { by: locationName }
          limit: 100
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
  return locations.items.filter((s) => !s.locationState.duplicateLocation);
}

/** Every updateLocation / createLocation the page sends, to prove that bad input sends none. */
export function watchEdits(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    const body = request.postData() ?? "";
    if (request.url().endsWith("/api/graphql") && /updateLocation|createLocation/.test(body))
      sent.push(body);
  });
  return sent;
}

const SIM = "/api/maps-sim";
const READ_MASK = [
  "title",
  "phoneNumbers",
  "websiteUri",
  "categories",
  "storefrontAddress",
  "latlng",
  "regularHours",
  "specialHours",
  "openInfo",
  "profile",
  "labels",
  "storeCode",
].join(",");

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Google's JSON, read as the test needs it
type Json = any;

/** The store as the maps simulator holds it: location, attributes and place action links. */
export async function simulatorStore(
  request: APIRequestContext,
  baseURL: string,
  name: string,
): Promise<{ location: Json; attributes: Json[]; links: Json[] }> {
  const token = await simulatorAccessToken(request, baseURL, "sim-owner-acme");
  const headers = { authorization: `Bearer ${token}` };
  const read = async (path: string) => {
    const response = await request.get(`${SIM}/${path}`, { headers });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as Json;
  };
  const [location, attributes, links] = await Promise.all([
    read(`mybusinessbusinessinformation/v1/${name}?readMask=${READ_MASK}`),
    read(`mybusinessbusinessinformation/v1/${name}/attributes`),
    read(`mybusinessplaceactions/v1/${name}/placeActionLinks`),
  ]);
  return {
    location,
    attributes: attributes.attributes ?? [],
    links: links.placeActionLinks ?? [],
  };
}

/** Waits until the change just sent is accepted by the maps service (it may queue on quotas). */
export async function expectAccepted(page: Page) {
  await expect(
    page.locator('[data-testid="edit-notice"] [data-sent][data-outcome="accepted"]'),
  ).toBeVisible({
    timeout: 90_000,
  });
}

/** Sends the form and waits for the API to answer the mutation. */
export async function send(page: Page, label: string) {
  const answered = page.waitForResponse(
    (r) =>
      r.url().endsWith("/api/graphql") &&
      /updateLocation|createLocation/.test(r.request().postData() ?? ""),
  );
  await page.getByRole("button", { name: label, exact: true }).click();
  const response = await answered;
  expect(response.ok()).toBe(true);
}

/**
 * Opens a form page and waits until it is live: text typed into a textarea before React has
 * hydrated it ends up before the store's own text.
 */
export async function openForm(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  // The send button is enabled once React has hydrated the form: input typed earlier is lost.
  const send = page.locator('main form button[type="submit"]');
  if (await send.count()) await expect(send.first()).toBeEnabled();
}

/** Document width: nothing may scroll sideways at 375 px. */
export const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
