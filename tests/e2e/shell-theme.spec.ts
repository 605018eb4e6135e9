import { expect, test, type Page } from "@playwright/test";
import { resetThemeSettings, signInWithCredentials, themeSaved } from "./helpers";

// The manager account: other specs fold the admin's navbar, this one changes the manager's theme.
const USER = ["manager", "Manager123!"] as const;
const VIEWPORT = { width: 1280, height: 800 };

async function openThemePanel(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Theme settings" }).click();
  const panel = page.getByRole("dialog", { name: "Theme settings" });
  await expect(panel).toBeVisible();
  return panel;
}

test.use({ locale: "en-US", viewport: VIEWPORT });

test("a theme change is saved to the profile and seen after signing in from another browser", async ({
  page,
  browser,
}) => {
  await signInWithCredentials(page, ...USER);
  await expect(page).toHaveURL(/\/apps\/home$/);
  await resetThemeSettings(page);
  await page.reload();
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await expect(page.getByTestId("navbar")).toBeVisible();

  try {
    const panel = await openThemePanel(page);
    const pageScheme = panel.getByRole("radiogroup", { name: "Page" });
    const layout = panel.getByRole("radiogroup", { name: "Layout" });
    await expect(pageScheme.getByRole("radio", { name: "Light" })).toBeChecked();

    let saved = themeSaved(page);
    await pageScheme.getByRole("radio", { name: "Dark" }).click();
    await saved;
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);

    saved = themeSaved(page);
    await layout.getByRole("radio", { name: "Horizontal" }).click();
    await saved;
    await expect(layout.getByRole("radio", { name: "Horizontal" })).toBeChecked();
    // The horizontal layout has a content-width option instead of the folded-menu switch.
    await expect(panel.getByRole("radiogroup", { name: "Content width" })).toBeVisible();
    await expect(panel.getByRole("switch", { name: "Folded menu" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("horizontal-nav")).toBeVisible();
    await expect(page.getByTestId("navbar")).toHaveCount(0);

    // A fresh browser: nothing stored locally, the settings come from the profile.
    const other = await browser.newContext({ locale: "en-US", viewport: VIEWPORT });
    try {
      const second = await other.newPage();
      await signInWithCredentials(second, ...USER);
      await expect(second).toHaveURL(/\/apps\/home$/);
      await expect(second.locator("html")).toHaveClass(/\bdark\b/);
      await expect(second.getByTestId("horizontal-nav")).toBeVisible();
      await expect(
        second.getByTestId("horizontal-nav").getByRole("link", { name: "Home" }),
      ).toBeVisible();
      await expect(second.getByTestId("navbar")).toHaveCount(0);
      const secondPanel = await openThemePanel(second);
      await expect(
        secondPanel.getByRole("radiogroup", { name: "Page" }).getByRole("radio", { name: "Dark" }),
      ).toBeChecked();
      await expect(
        secondPanel
          .getByRole("radiogroup", { name: "Layout" })
          .getByRole("radio", { name: "Horizontal" }),
      ).toBeChecked();
    } finally {
      await other.close();
    }
  } finally {
    await resetThemeSettings(page);
  }
  await page.reload();
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await expect(page.getByTestId("navbar")).toBeVisible();
});
