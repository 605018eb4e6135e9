import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { signInWithCredentials, toasts } from "./helpers";

// Administration, users: an admin creates a REVIEWS-only user on /apps/storeplus-new-user and
// hands over the set-password link; the user opens it in their own browser, chooses a password,
// signs in and sees only Reviews (the store list answers 404). Disabling that user in the admin's
// browser ends the session open in the other: its next navigation lands on sign-in.

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

const stamp = Date.now().toString(36);
const email = `rita.${stamp}@example.com`;
const username = `rita.${stamp}`;
const password = "Reviews456!";

let adminState: StorageState;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithCredentials(page, "admin", "Admin123!");
  await expect(page).not.toHaveURL(/\/login/);
  adminState = await context.storageState();
  await context.close();
});

async function asAdmin(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: adminState });
  return context.newPage();
}

let link = "";
let userPage: Page;

test("an admin creates a REVIEWS-only user and gets a one-use link", async ({ browser }) => {
  const page = await asAdmin(browser);
  await page.goto("/apps/setting-admin");
  await page.getByRole("link", { name: "New user" }).click();
  await expect(page).toHaveURL(/\/apps\/storeplus-new-user$/);

  // The form's rules speak before anything is sent.
  await page.getByRole("button", { name: "Create user" }).click();
  await expect(page.getByText("Choose at least one role.")).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("First name").fill("Rita");
  await page.getByLabel("Last name").fill("Reviewer");
  await page.getByRole("checkbox", { name: "REVIEWS", exact: true }).check();
  await page.getByRole("button", { name: "Create user" }).click();

  const created = page.getByTestId("new-user-created");
  await expect(created.getByRole("heading", { name: "Rita Reviewer is created" })).toBeVisible();
  await expect(toasts(page).filter({ hasText: "User Rita Reviewer created." })).toBeVisible();
  link = await created.getByTestId("password-link-url").inputValue();
  expect(link).toMatch(/\/set-password\?token=/);
  await expect(created.getByText(/It works once, until/)).toBeVisible();

  // The list shows the new user as invited (no password yet), with their role.
  await created.getByRole("link", { name: "Back to users" }).click();
  await page.getByRole("searchbox", { name: "Search" }).fill(email);
  await page.keyboard.press("Enter");
  const row = page.getByTestId("admin-user").filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row.getByText("REVIEWS")).toBeVisible();
  await expect(row.getByText("Invited")).toBeVisible();
  await page.context().close();
});

test("the user sets a password from the link, signs in and sees only Reviews", async ({
  browser,
}) => {
  const context = await browser.newContext();
  userPage = await context.newPage();
  await userPage.goto(link);
  await expect(userPage.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await userPage.getByLabel("New password").fill(password);
  await userPage.getByLabel("Repeat the password").fill("different1");
  await userPage.getByRole("button", { name: "Save password" }).click();
  await expect(userPage.getByText("The passwords do not match.")).toBeVisible();
  await userPage.getByLabel("Repeat the password").fill(password);
  await userPage.getByRole("button", { name: "Save password" }).click();
  await expect(userPage.getByText("Your password is saved. You can sign in now.")).toBeVisible();

  // The link is used up: opened again, it says so.
  await userPage.goto(link);
  await expect(userPage.getByRole("heading", { name: "This link no longer works" })).toBeVisible();

  await signInWithCredentials(userPage, username, password);
  await expect(userPage).toHaveURL(/\/apps\/home$/);
  const nav = userPage.getByTestId("navbar").getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link")).toHaveText(["Home", "Reviews", "Jobs", "Settings"]);
  await userPage.goto("/apps/stores");
  await expect(userPage).toHaveURL(/\/pages\/errors\/error-404/);
  await userPage.goto("/apps/reviews");
  await expect(userPage).toHaveURL(/\/apps\/reviews$/);
});

test("disabling the user ends the session open in their browser", async ({ browser }) => {
  const page = await asAdmin(browser);
  await page.goto(`/apps/setting-admin?q=${encodeURIComponent(email)}`);
  const row = page.getByTestId("admin-user").filter({ hasText: email });
  await row.getByRole("button", { name: "Actions for Rita Reviewer" }).click();
  await page.getByRole("menuitem", { name: "Disable" }).click();
  const dialog = page.getByRole("dialog", { name: "Disable Rita Reviewer?" });
  await expect(dialog.getByText(/any session they have open ends at once/)).toBeVisible();
  await dialog.getByRole("button", { name: "Disable" }).click();
  await expect(
    toasts(page).filter({ hasText: "Rita Reviewer is disabled. Their sessions have ended." }),
  ).toBeVisible();
  await expect(row.getByText("Disabled")).toBeVisible();

  await userPage.goto("/apps/reviews");
  await expect(userPage).toHaveURL(/\/login/);
  await signInWithCredentials(userPage, username, password);
  await expect(userPage).toHaveURL(/\/login|\/no-permissions/);
  await page.context().close();
  await userPage.context().close();
});
