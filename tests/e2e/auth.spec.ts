import { expect, test } from "@playwright/test";
import { chooseSimulatorIdentity, signInWithCredentials, toasts } from "./helpers";

test.use({ locale: "en-US" });

test("credentials sign-in lands on home; logout ends the session", async ({ page }) => {
  await signInWithCredentials(page, "admin", "Admin123!");
  await expect(page).toHaveURL(/\/apps\/home$/);

  // Visiting /logout only asks: a link from any other site could make that visit.
  await page.goto("/logout");
  const signOut = page.getByRole("button", { name: "Sign out" });
  await expect(signOut).toBeVisible();
  await page.goto("/apps/home");
  await expect(page).toHaveURL(/\/apps\/home$/);

  await page.goto("/logout");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/apps/home");
  await expect(page).toHaveURL(/\/login$/);
});

test("the user menu's Log out signs out at once", async ({ page }) => {
  await signInWithCredentials(page, "admin", "Admin123!");
  await expect(page).toHaveURL(/\/apps\/home$/);
  await page.getByRole("button", { name: /^Account menu of/ }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/apps/home");
  await expect(page).toHaveURL(/\/login$/);
});

test("wrong credentials show the error toast and stay on /login", async ({ page }) => {
  await signInWithCredentials(page, "admin", "not-the-password");
  await expect(
    toasts(page).filter({ hasText: "The username or password you entered is incorrect" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("maps-account sign-in goes through the simulator's OAuth redirect", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with your maps account" }).click();
  await expect(page).toHaveURL(/\/api\/maps-sim\/oauth\/authorize\?/);
  await chooseSimulatorIdentity(page, "owner@globex.example");
  await expect(page).toHaveURL(/\/apps\/home$/);
});

test("an unknown maps identity without a whitelisted domain is refused with its code", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with your maps account" }).click();
  await chooseSimulatorIdentity(page, "someone@unknown.example");
  await expect(page).toHaveURL(/\/no-permissions\?error=NO_WHITELIST_ON_DOMAIN$/);
});

test("a REVIEWS-only user is sent to the 404 page from a store route", async ({ page }) => {
  await signInWithCredentials(page, "reviews", "Reviews123!");
  await expect(page).toHaveURL(/\/apps\/home$/);
  await page.goto("/apps/stores/edit-hours");
  await expect(page).toHaveURL(/\/pages\/errors\/error-404\?from=%2Fapps%2Fstores%2Fedit-hours$/);
  await expect(page.getByText("404")).toBeVisible();
});

test("after signing in, a visitor goes to the page they asked for while signed out", async ({
  page,
}) => {
  await page.goto("/apps/home?tab=1");
  await expect(page).toHaveURL(/\/login$/);
  await signInWithCredentials(page, "manager", "Manager123!");
  await expect(page).toHaveURL(/\/apps\/home\?tab=1$/);
});

test("unknown paths go to the 404 page", async ({ page }) => {
  await page.goto("/this/does/not/exist");
  await expect(page).toHaveURL(/\/pages\/errors\/error-404$/);
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("the maintenance page forwards to the root", async ({ page }) => {
  await page.goto("/commons/MaintenancePage");
  await expect(page).toHaveURL(/\/login$/);
});

test("the no-token routes are reachable signed out", async ({ page }) => {
  for (const path of [
    "/no-permissions?error=NO_TENANT",
    "/media-link",
    "/geolocation",
    "/gulf-qr",
    "/media-link-list",
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
  }
  await expect(async () => {
    await page.goto("/no-permissions?error=NO_TENANT");
    await expect(
      page.getByText("Your user is not assigned to a customer group yet.", { exact: false }),
    ).toBeVisible();
  }).toPass();
});

test("responses carry the security headers and signed-in pages are not cacheable", async ({
  page,
  request,
}) => {
  const res = await request.get("/login");
  const headers = res.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["x-powered-by"]).toBeUndefined();

  await signInWithCredentials(page, "admin", "Admin123!");
  await expect(page).toHaveURL(/\/apps\/home$/);
  const home = await page.request.get("/apps/home");
  expect(home.headers()["cache-control"]).toMatch(/private|no-store/);
});
