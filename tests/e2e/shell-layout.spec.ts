import { expect, test, type Locator, type Page } from "@playwright/test";
import { resetThemeSettings, signInWithCredentials, themeSaved } from "./helpers";

// Spec §9 layout constants: navbar 250 px unfolded, 64 px folded.
const UNFOLDED = 250;
const FOLDED = 64;

test.use({ locale: "en-US" });

function mainNav(page: Page) {
  return page.getByTestId("navbar").getByRole("navigation", { name: "Main navigation" });
}

async function expectWidth(locator: Locator, width: number) {
  await expect.poll(async () => Math.round((await locator.boundingBox())?.width ?? -1)).toBe(width);
}

test.describe("wide screen (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.afterEach(async ({ page }) => {
    // Folding is saved to the profile: leave the account as the seed made it.
    await resetThemeSettings(page);
  });

  test("folding the navbar; hover opens it over the content, leaving folds it again", async ({
    page,
  }) => {
    await signInWithCredentials(page, "admin", "Admin123!");
    await expect(page).toHaveURL(/\/apps\/home$/);
    // A previous failed run may have left the profile folded.
    await resetThemeSettings(page);
    await page.reload();

    const nav = mainNav(page);
    await expectWidth(nav, UNFOLDED);
    await expect(page.getByTestId("navbar-email")).toBeInViewport();

    const saved = themeSaved(page);
    await nav.getByRole("button", { name: "Fold menu" }).click();
    await saved;
    await page.mouse.move(900, 500);
    await expectWidth(nav, FOLDED);
    // Icons only: item titles are kept for assistive technology, not drawn.
    await expect(nav.getByRole("link", { name: "Home" })).toBeVisible();

    // The content keeps its place: the opened bar lies over it.
    const main = page.locator("main");
    const mainLeft = (await main.boundingBox())?.x;
    await nav.hover();
    await expectWidth(nav, UNFOLDED);
    await expect(nav.getByRole("button", { name: "Unfold menu" })).toBeVisible();
    expect((await main.boundingBox())?.x).toBe(mainLeft);

    await page.mouse.move(900, 500);
    await expectWidth(nav, FOLDED);

    // Saved to the profile: a reload keeps it folded.
    await page.reload();
    await expectWidth(mainNav(page), FOLDED);

    await mainNav(page).hover();
    const unfoldSaved = themeSaved(page);
    await mainNav(page).getByRole("button", { name: "Unfold menu" }).click();
    await unfoldSaved;
    await page.mouse.move(900, 500);
    await expectWidth(mainNav(page), UNFOLDED);
  });
});

test.describe("narrow screen (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the menu is a drawer that closes after choosing an item", async ({ page }) => {
    await signInWithCredentials(page, "reviews", "Reviews123!");
    await expect(page).toHaveURL(/\/apps\/home$/);
    await expect(page.getByTestId("navbar")).toBeHidden();

    const open = page.getByRole("button", { name: "Open navigation" });
    await open.click();
    const drawer = page.getByRole("dialog", { name: "Main navigation" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText("reviews@acme.example")).toBeVisible();
    await expect(drawer.getByRole("link")).toHaveText(["Home", "Reviews", "Jobs", "Settings"]);

    await drawer.getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/apps\/setting$/);
    await expect(drawer).toBeHidden();

    // Escape closes it too.
    await open.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  });

  test("the search lives in the drawer and choosing a suggestion closes it", async ({ page }) => {
    await signInWithCredentials(page, "reviews", "Reviews123!");
    await expect(page).toHaveURL(/\/apps\/home$/);
    await page.getByRole("button", { name: "Open navigation" }).click();
    const drawer = page.getByRole("dialog", { name: "Main navigation" });
    const search = drawer.getByRole("combobox", { name: "Search the menu" });
    await search.fill("sett");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/apps\/setting$/);
    await expect(drawer).toBeHidden();
  });
});
