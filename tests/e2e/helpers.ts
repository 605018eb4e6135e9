import { expect, type Page } from "@playwright/test";
import { DEFAULT_THEME_SETTINGS } from "@/lib/theme/defaults";

/** Signs in through the welcome panel's StorePlus-credentials form (English UI). */
export async function signInWithCredentials(page: Page, user: string, password: string) {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with StorePlus credentials" }).click();
  await page.getByLabel("User").fill(user);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Picks an identity on the maps simulator's OAuth consent screen. */
export async function chooseSimulatorIdentity(page: Page, email: string) {
  await expect(page.getByRole("heading", { name: "Sign in to Maps simulator" })).toBeVisible();
  await page.getByRole("button", { name: new RegExp(email.replace(/\./g, "\\.")) }).click();
}

/** The toast region, not Next's route announcer (which also has role=alert). */
export function toasts(page: Page) {
  return page.locator("[data-variant]");
}

/** Signs in through the welcome panel's maps-account button and the simulator's consent screen. */
export async function signInWithMaps(page: Page, email: string) {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with your maps account" }).click();
  await chooseSimulatorIdentity(page, email);
  await expect(page).not.toHaveURL(/\/login$|\/api\/maps-sim\//);
}

/** Calls the product's GraphQL endpoint as the page's signed-in user; fails the test on errors. */
export async function graphql<T = Record<string, unknown>>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await page.request.post("/api/graphql", {
    headers: { "x-graphql-csrf": "1" },
    data: { query, variables },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** Puts the signed-in user's saved theme back to the product defaults. */
export async function resetThemeSettings(page: Page) {
  await graphql(
    page,
    `mutation Reset($input: ThemeSettingsInput!) { updateThemeSettings(input: $input) { direction } }`,
    { input: DEFAULT_THEME_SETTINGS },
  );
}

/** Waits for the debounced save of theme settings the shell sends after a change. */
export function themeSaved(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/graphql") &&
      (response.request().postData() ?? "").includes("updateThemeSettings") &&
      response.ok(),
  );
}
