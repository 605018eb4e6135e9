// Screen readers on a store form, in English and Spanish: the tab names the page, a field's error
// is its accessible description and is announced, and a toast lands in a live region that was in
// the page before it (a region created with its toast was often not read at all).
import { expect, test } from "@playwright/test";
import { openForm, pickStores, signInAs, texts, type Lang } from "./stores-edit-kit";

test.use({ viewport: { width: 1280, height: 900 } });

for (const lang of ["en", "es"] as const satisfies Lang[]) {
  test(`a store form speaks to screen readers (${lang})`, async ({ page, baseURL }) => {
    const t = texts(lang);
    await signInAs(page, baseURL!, lang);
    const [store] = await pickStores(page);
    await openForm(page, `/apps/stores/edit-store-name?id=${store._id}`);
    await expect(page).toHaveTitle(`${t("meta.pages.editStoreName")} · ${t("common.appName")}`);

    // Both regions wait, empty, before the first toast.
    const toasts = page.getByRole("region", { name: t("ui.toast.region"), exact: true });
    const polite = toasts.locator('[aria-live="polite"]');
    await expect(polite).toBeEmpty();
    await expect(toasts.locator('[aria-live="assertive"]')).toBeEmpty();
    const save = page.getByRole("button", { name: t("stores.edit.save"), exact: true });
    await save.click();
    await expect(polite.getByText(t("stores.edit.nothingChanged"))).toBeVisible();

    const name = page.getByLabel(t("stores.edit.name.title"), { exact: true });
    await name.fill("   ");
    await save.click();
    const required = t("stores.validation.required");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(`${t("stores.edit.name.hint")} ${required}`);
    await expect(page.getByRole("alert").filter({ hasText: required })).toBeVisible();
  });
}
