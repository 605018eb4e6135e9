import { expect, test, type Browser, type Page } from "@playwright/test";
import { noisyJpeg, noisyPng, noisyWebp } from "../integration/helpers/images";
import { graphql, signInWithCredentials, toasts } from "./helpers";

// The resources library end to end: files chosen in the browser travel to POST /api/files with
// their progress, come back in the list, are found by tag, renamed and deleted; files the spec
// refuses (§5) are stopped with a message in the user's language and never reach the list.

const stamp = Date.now().toString(36);
const SHOTS = process.env.E2E_SCREENSHOTS;

async function libraryTotal(page: Page) {
  const { resources } = await graphql<{ resources: { total: number } }>(
    page,
    "{ resources(limit: 1) { total } }",
  );
  return resources.total;
}

async function chooseFiles(
  page: Page,
  button: string,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: button }).click();
  await (await chooser).setFiles(files);
}

function fileItem(page: Page, name: string) {
  return page.getByTestId("file-item").filter({ has: page.getByRole("heading", { name }) });
}

async function screenshot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function signInSpanish(browser: Browser) {
  const context = await browser.newContext({
    locale: "es-ES",
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByRole("button", { name: /credenciales/i }).click();
  await page.getByLabel("Usuario").fill("admin");
  await page.getByLabel("Contraseña", { exact: true }).fill("Admin123!");
  await page.getByRole("button", { name: "Ingresar", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return { context, page };
}

test.describe.configure({ mode: "serial" });

test("an admin uploads a JPEG and a PNG with tags, finds them by tag, renames one and deletes one", async ({
  browser,
}) => {
  const context = await browser.newContext({
    locale: "en-US",
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await signInWithCredentials(page, "admin", "Admin123!");
  await expect(page).toHaveURL(/\/apps\/home$/);
  await page.goto("/apps/files");
  await expect(page.getByRole("heading", { level: 1, name: "Resources" })).toBeVisible();

  const terrace = `terrace-${stamp}`;
  const menu = `menu-${stamp}`;
  const tag = `patio-${stamp}`;
  await chooseFiles(page, "Choose files", [
    { name: `${terrace}.jpg`, mimeType: "image/jpeg", buffer: await noisyJpeg(240, 240) },
    { name: `${menu}.png`, mimeType: "image/png", buffer: await noisyPng(120, 120) },
  ]);
  // Names come from the file names, cleaned to the name rule.
  await expect(page.getByLabel(`Name of ${terrace}.jpg`)).toHaveValue(terrace);
  await expect(page.getByLabel(`Name of ${menu}.png`)).toHaveValue(menu);
  await page.getByLabel("Tags for these files").fill(tag);
  await page.getByLabel(`Tags of ${menu}.png`).fill("Carta");
  await page.getByRole("button", { name: "Upload 2 files" }).click();
  await expect(page.locator('[data-testid="upload-row"][data-status="done"]')).toHaveCount(2, {
    timeout: 30_000,
  });
  await expect(toasts(page).filter({ hasText: "2 files uploaded." })).toBeVisible();
  await expect(fileItem(page, terrace)).toBeVisible();
  await expect(fileItem(page, menu)).toContainText("carta");
  await expect(fileItem(page, terrace)).toContainText("240×240");
  await screenshot(page, "files-en-1280");

  // The server judges names: the same name again is refused, and the row can be renamed.
  await page.getByRole("button", { name: "Clear the list" }).click();
  await chooseFiles(page, "Choose files", [
    { name: `${terrace}.jpg`, mimeType: "image/jpeg", buffer: await noisyJpeg(240, 240) },
  ]);
  await page.getByRole("button", { name: "Upload 1 file" }).click();
  const again = page.getByTestId("upload-row");
  await expect(again.getByRole("alert")).toHaveText(
    `Repeated file name: another file is already called ${terrace}.`,
  );
  await expect(again.getByLabel(`Name of ${terrace}.jpg`)).toBeEditable();
  await again.getByRole("button", { name: `Remove ${terrace}.jpg` }).click();
  await expect(page.getByTestId("upload-row")).toHaveCount(0);

  // Found by the tag they share, through the tag filter's chips.
  await page.getByRole("button", { name: "Tag", exact: true }).click();
  await page.getByRole("button", { name: tag, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`tag=${tag}`));
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("file-item")).toHaveCount(2);

  // The preview shows the image itself.
  await fileItem(page, terrace)
    .getByRole("button", { name: `Preview ${terrace}` })
    .click();
  const preview = page.getByTestId("file-preview");
  await expect(preview.getByRole("img", { name: terrace })).toBeVisible();
  await expect
    .poll(() => preview.getByRole("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(240);
  await page.keyboard.press("Escape");

  // Renamed: a name another file holds is refused in words, then a free one is taken.
  await page.getByRole("button", { name: `Actions for ${terrace}` }).click();
  await page.getByRole("menuitem", { name: "Rename and retag" }).click();
  const editor = page.getByTestId("file-edit");
  await editor.getByLabel("Name").fill(menu);
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor.getByText(`another file is already called ${menu}`)).toBeVisible();
  await editor.getByLabel("Name").fill("with space");
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor.getByText(/can only have letters, numbers/)).toBeVisible();
  const renamed = `${terrace}-front`;
  await editor.getByLabel("Name").fill(renamed);
  await editor.getByLabel("Tags").fill(`${tag}, front`);
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(toasts(page).filter({ hasText: `File ${renamed} saved.` })).toBeVisible();
  await expect(fileItem(page, renamed)).toContainText("front");

  // Deleted after a confirmation; the other stays.
  await page.getByRole("button", { name: `Actions for ${menu}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page).filter({ hasText: `File ${menu} deleted.` })).toBeVisible();
  await expect(page.getByTestId("file-item")).toHaveCount(1);
  await expect(fileItem(page, renamed)).toBeVisible();

  if (SHOTS) {
    await page.goto("/apps/files");
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, "files-en-375");
  }
  await context.close();
});

test("in Spanish on a phone, a WEBP and a file name with a period are refused in Spanish", async ({
  browser,
}) => {
  const { context, page } = await signInSpanish(browser);
  const before = await libraryTotal(page);
  await page.goto("/apps/files");
  await expect(page.getByRole("heading", { level: 1, name: "Recursos" })).toBeVisible();

  const webp = `foto-${stamp}.webp`;
  const dotted = `vista.${stamp}.jpg`;
  await chooseFiles(page, "Elegir archivos", [
    { name: webp, mimeType: "image/webp", buffer: await noisyWebp(200, 200) },
    { name: dotted, mimeType: "image/jpeg", buffer: await noisyJpeg(200, 200) },
  ]);
  const rows = page.getByTestId("upload-row");
  await expect(rows.filter({ hasText: webp }).getByRole("alert")).toHaveText(
    `${webp}: formato de archivo inválido. Usa imágenes JPG o PNG, o videos MP4 o MOV (WEBP no se acepta).`,
  );
  await expect(rows.filter({ hasText: dotted }).getByRole("alert")).toHaveText(
    `${dotted}: los nombres de archivo no pueden tener puntos. Cambia el nombre e inténtalo de nuevo.`,
  );
  // Nothing is left to send.
  await expect(page.getByRole("button", { name: /^Subir/ })).toHaveCount(0);

  // The server judges alike when asked directly.
  const response = await page.request.post("/api/files", {
    headers: { "x-graphql-csrf": "1", "accept-language": "es-ES,es;q=0.9" },
    multipart: { file: { name: webp, mimeType: "image/webp", buffer: await noisyWebp(200, 200) } },
  });
  expect(response.status()).toBe(415);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe("INVALID_FORMAT");
  expect(body.error.message).toContain("formato de archivo inválido");

  expect(await libraryTotal(page)).toBe(before);
  for (const refused of [`foto-${stamp}`, `vista-${stamp}`])
    await expect(page.getByTestId("file-item").filter({ hasText: refused })).toHaveCount(0);
  // Nothing runs off the side of a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, "files-es-375");
  if (SHOTS) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, "files-es-1280");
  }
  await context.close();
});

test("a reviews-only user is sent to the 404 page from the library", async ({ browser }) => {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  await signInWithCredentials(page, "reviews", "Reviews123!");
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/apps/files");
  await expect(page).toHaveURL(/\/pages\/errors\/error-404/);
  await context.close();
});
