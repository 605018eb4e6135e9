import { expect, type Page } from "@playwright/test";

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
