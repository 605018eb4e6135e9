import { expect, test } from "@playwright/test";

// Spec §1: Spanish if Accept-Language contains es, else English if it contains en, else Spanish.
// The browser's locale sets its Accept-Language header.
for (const [browserLocale, lang, heading] of [
  ["es-AR", "es", "Bienvenido a StorePlus"],
  ["en-US", "en", "Welcome to StorePlus"],
  ["fr-FR", "es", "Bienvenido a StorePlus"],
] as const) {
  test(`opens /login in ${lang} for a ${browserLocale} browser`, async ({ browser }) => {
    const context = await browser.newContext({ locale: browserLocale });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await context.close();
  });
}

test("switching language keeps the page and persists", async ({ browser }) => {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  await page.goto("/no-permissions?error=NO_TENANT");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("button", { name: /Language:|Idioma:/ }).click();
  await page.getByRole("menuitemradio", { name: /Español/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveURL(/\/no-permissions\?error=NO_TENANT$/);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await context.close();
});
