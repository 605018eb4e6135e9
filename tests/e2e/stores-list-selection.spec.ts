import { expect, test } from "@playwright/test";
import { SELECTED_WORKSPACE_COOKIE } from "@/lib/workspaces/constants";
import { signInWithCredentials } from "./helpers";

// Regression: a manager ticked page 1 (100 stores), went to page 2 and ticked it; the list read
// "100 selected" instead of 200. Next mounts a page afresh when its search params change, and the
// selection lived in the table. It now outlives the page change, and ends when the user leaves.
// Regression: page 1 drawn before the shell first remembered the workspace (no cookie yet), page 2
// after it: the two pages named the same stores differently and the selection was dropped.

test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });

test("ticked pages add up across page changes, and leaving the list empties the selection", async ({
  page,
  context,
}) => {
  await signInWithCredentials(page, "manager", "Manager123!");
  await expect(page).toHaveURL(/\/apps\/home$/, { timeout: 30_000 });
  await context.clearCookies({ name: SELECTED_WORKSPACE_COOKIE });
  await page.goto("/apps/stores?size=100");
  const table = page.getByRole("table");
  const bar = page.getByRole("region", { name: "Selected rows" });
  const selectPage = table.getByRole("checkbox", { name: "Select every row on this page" });

  await selectPage.click();
  await expect(bar).toContainText("100 selected");
  const firstRow = table.getByRole("row").nth(1);
  const firstOfPage1 = (await firstRow.textContent()) ?? "";
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page.getByText(/101.200 of/)).toBeVisible();
  // The address changes at once; page 2's rows stream in after it.
  await expect(firstRow).not.toHaveText(firstOfPage1, { timeout: 30_000 });
  await expect(bar, "page 1's rows stay ticked on page 2").toContainText("100 selected");
  await expect(selectPage).not.toBeChecked();
  await selectPage.click();
  await expect(bar).toContainText("200 selected");

  // Back on page 1, its rows are still ticked; unticking one row counts down.
  await page.getByRole("button", { name: "Previous page" }).click();
  await expect(page.getByText(/1.100 of/)).toBeVisible();
  await expect(selectPage).toBeChecked();
  await table.getByRole("checkbox").nth(1).click();
  await expect(bar).toContainText("199 selected");

  // To another page of the app and back, without reloading: a fresh list.
  await page
    .getByTestId("navbar")
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Home" })
    .click();
  await expect(page).toHaveURL(/\/apps\/home$/);
  await page.goBack();
  await expect(page.getByText(/1.100 of/)).toBeVisible();
  await expect(bar).toBeHidden();
});
