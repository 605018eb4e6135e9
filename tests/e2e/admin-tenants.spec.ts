import { expect, test, type BrowserContext } from "@playwright/test";
import { signInWithCredentials, toasts } from "./helpers";

// Administration, tenants: a Super Admin creates a tenant (its name one word, spec §5) and disables
// it, being told its users cannot sign in; a plain admin has no Tenants tab at all.

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

const stamp = Date.now().toString(36);
const tenantName = `Shop${stamp}`;

let superState: StorageState;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithCredentials(page, "superadmin", "Super123!");
  await expect(page).not.toHaveURL(/\/login/);
  superState = await context.storageState();
  await context.close();
});

test("a Super Admin creates a tenant and disables it", async ({ browser }) => {
  const context = await browser.newContext({ storageState: superState });
  const page = await context.newPage();
  await page.goto("/apps/setting-admin");
  await page
    .getByRole("navigation", { name: "Administration sections" })
    .getByRole("link", { name: "Tenants" })
    .click();
  await expect(page).toHaveURL(/tab=tenants/);

  await page.getByTestId("tenant-create").click();
  const editor = page.getByRole("dialog", { name: "New tenant" });
  await editor.getByLabel("Name", { exact: true }).fill("Two words");
  await editor.getByRole("button", { name: "Create tenant" }).click();
  await expect(
    editor.getByText("Use one word: letters and digits only, no spaces or symbols."),
  ).toBeVisible();
  await editor.getByLabel("Name", { exact: true }).fill(tenantName);
  await editor.getByLabel("Time zone").selectOption("America/Mexico_City");
  await editor.getByLabel("Whitelisted domains").fill("shop.example.com");
  await editor.getByRole("button", { name: "Create tenant" }).click();
  await expect(toasts(page).filter({ hasText: `Tenant ${tenantName} created.` })).toBeVisible();

  const row = page.getByTestId("tenant-row").filter({ hasText: tenantName });
  await expect(row.getByText("Active")).toBeVisible();
  await expect(row.getByText("America/Mexico_City")).toBeVisible();

  await row.getByRole("button", { name: `Actions for ${tenantName}` }).click();
  await page.getByRole("menuitem", { name: "Disable" }).click();
  const dialog = page.getByRole("dialog", { name: `Disable ${tenantName}?` });
  await expect(dialog.getByText(/will not be able to sign in/)).toBeVisible();
  await dialog.getByRole("button", { name: "Disable tenant" }).click();
  await expect(
    toasts(page).filter({ hasText: `${tenantName} is disabled: its users cannot sign in.` }),
  ).toBeVisible();
  await expect(row.getByText("Disabled")).toBeVisible();
  await context.close();
});

test("a plain admin has no Tenants tab", async ({ page }) => {
  await signInWithCredentials(page, "admin", "Admin123!");
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/apps/setting-admin");
  const tabs = page.getByRole("navigation", { name: "Administration sections" });
  await expect(tabs.getByRole("link", { name: "Users" })).toBeVisible();
  await expect(tabs.getByRole("link", { name: "Tenants" })).toHaveCount(0);
  await page.goto("/apps/setting-admin?tab=tenants");
  await expect(tabs.getByRole("link", { name: "Users" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("tenant-create")).toHaveCount(0);
});
