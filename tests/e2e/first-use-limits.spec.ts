// First use: "Zona Norte Buenos Aires" was saved as "Zona Norte Buen" because the name input cut
// it, a second "Norte" was accepted, and on a 375 px phone the toolbar's workspace selector read
// "To…" and the workspaces table cut off its actions column.
import { expect, test, type Page } from "@playwright/test";
import { graphql } from "./helpers";
import { signInOnce } from "./sign-in-once";

const LONG_NAME = "Zona Norte Buenos Aires";

const TEXTS = {
  en: {
    heading: "Create workspace",
    name: "Name",
    description: "Description",
    save: "Save",
    tooLong: "At most 15 characters",
    duplicate: "A workspace with this name already exists",
    selector: "Workspace",
    defaultName: "All stores",
    stores: /\d+ stores|No stores/,
    edit: "Edit",
    delete: "Delete",
  },
  es: {
    heading: "Crear espacio de trabajo",
    name: "Nombre",
    description: "Descripción",
    save: "Guardar",
    tooLong: "Máximo 15 caracteres",
    duplicate: "Ya existe un espacio de trabajo con este nombre",
    selector: "Espacio de trabajo",
    defaultName: "Todas las tiendas",
    stores: /\d+ tiendas|Sin tiendas/,
    edit: "Editar",
    delete: "Eliminar",
  },
} as const;
type Lang = keyof typeof TEXTS;

test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });

/** Signs in as acme's admin (Norte, Sur, Flagship, Vacío) and shows the product in `lang`. */
async function signIn(page: Page, lang: Lang) {
  await signInOnce(page, "admin", "Admin123!");
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: lang, url }]);
}

/** The tenant's workspace names containing `term`, whatever their case. */
async function namesLike(page: Page, term: string): Promise<string[]> {
  const { workspaces } = await graphql<{ workspaces: { name: string }[] }>(
    page,
    `
      query NamesLike($term: String!) {
        workspaces(search: $term) {
          name
        }
      }
    `,
    { term },
  );
  return workspaces.map((w) => w.name);
}

async function openCreateForm(page: Page, lang: Lang) {
  await page.goto("/apps/workspaces/create-workspace");
  await expect(page.getByRole("heading", { name: TEXTS[lang].heading })).toBeVisible();
  return {
    name: page.getByLabel(TEXTS[lang].name, { exact: true }),
    description: page.getByLabel(TEXTS[lang].description, { exact: true }),
    save: page.getByRole("button", { name: TEXTS[lang].save }),
  };
}

for (const lang of ["en", "es"] as const) {
  const t = TEXTS[lang];

  test(`${lang}: a name past 15 characters is refused with the limit shown, not cut or saved`, async ({
    page,
  }) => {
    await signIn(page, lang);
    const form = await openCreateForm(page, lang);
    // fill() puts the whole text in at once, as a paste does.
    await form.name.fill(LONG_NAME);
    await form.description.fill("Zona norte");
    await form.save.click();

    await expect(form.name).toHaveValue(LONG_NAME);
    await expect(form.name).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(t.tooLong)).toBeVisible();
    await expect(page).toHaveURL(/\/apps\/workspaces\/create-workspace$/);
    expect(await namesLike(page, "Zona Norte")).toEqual([]);
  });
}

test("the server refuses the long name on its field too", async ({ page }) => {
  await signIn(page, "en");
  const response = await page.request.post("/api/graphql", {
    headers: { "x-graphql-csrf": "1" },
    data: {
      query: `mutation Create($input: WorkspaceInput!) { createWorkspace(input: $input) { _id } }`,
      variables: { input: { name: LONG_NAME, description: "Zona norte" } },
    },
  });
  const body = (await response.json()) as {
    errors?: { extensions?: { code?: string; issues?: unknown[] } }[];
  };
  expect(body.errors?.[0]?.extensions).toMatchObject({
    code: "BAD_USER_INPUT",
    issues: [{ path: "name", message: "tooLong" }],
  });
  expect(await namesLike(page, "Zona Norte")).toEqual([]);
});

for (const lang of ["en", "es"] as const) {
  const t = TEXTS[lang];

  test(`${lang}: a name the tenant already has is refused on its field, whatever its case`, async ({
    page,
  }) => {
    await signIn(page, lang);
    const form = await openCreateForm(page, lang);
    await form.name.fill("  norte ");
    await form.description.fill("Otra zona norte");
    await form.save.click();

    await expect(page.getByText(t.duplicate)).toBeVisible();
    await expect(form.name).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/apps\/workspaces\/create-workspace$/);
    expect((await namesLike(page, "norte")).filter((n) => n.toLowerCase() === "norte")).toEqual([
      "Norte",
    ]);
  });
}

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const lang of ["en", "es"] as const) {
    const t = TEXTS[lang];

    test(`${lang}: the toolbar's selector shows the whole workspace name`, async ({
      page,
    }, testInfo) => {
      await signIn(page, lang);
      await page.goto("/apps/home");
      const trigger = page.getByRole("banner").getByRole("button", {
        name: `${t.selector}: ${t.defaultName}`,
      });
      await expect(trigger).toBeVisible();
      await expect(trigger).toHaveText(t.defaultName);
      await expect(trigger).toBeInViewport({ ratio: 1 });
      // Nothing of the name is cut off: no ellipsis, no clamped line.
      const name = trigger.locator('[data-slot="workspace-name"]');
      const fits = await name.evaluate(
        (el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight,
      );
      expect(fits).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`toolbar-${lang}.png`) });
    });

    test(`${lang}: the workspaces table fits, with every row's actions in view`, async ({
      page,
    }, testInfo) => {
      await signIn(page, lang);
      await page.goto("/apps/workspaces");
      const table = page.locator('[data-slot="table-container"]');
      await expect(table.getByRole("row").filter({ hasText: "Norte" })).toBeVisible();
      const { scrollWidth, clientWidth } = await table.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      for (const workspace of ["Flagship", "Norte", "Sur", "Vacío"]) {
        const row = table.getByRole("row").filter({ hasText: workspace });
        await expect(row).toContainText(t.stores);
        await expect(row.getByRole("link", { name: `${t.edit}: ${workspace}` })).toBeInViewport({
          ratio: 1,
        });
        await expect(row.getByRole("button", { name: `${t.delete}: ${workspace}` })).toBeInViewport(
          { ratio: 1 },
        );
      }
      await page.screenshot({ path: testInfo.outputPath(`table-${lang}.png`), fullPage: true });
    });
  }
});
