// Store spreadsheet import in Chromium, in Spanish, as the 1,200-store chain (umbrella): the
// workspace "Zona Norte" (500 stores) exported to XLSX from the store list, 20 cells changed in the
// file (two of them invalid), imported through the list's dialog; the preview lists the 18 changes
// and the 2 errors in Spanish; applying sends 18 edits, which the simulator's Business Information
// API then holds.
import { readFileSync } from "node:fs";
import ExcelJS from "exceljs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectAccessible } from "./axe";
import { chooseWorkspace, graphql, keepScreenshot, simulatorAccessToken } from "./helpers";
import { signInOnce } from "./sign-in-once";

type Messages = typeof import("@/messages/en.json");
const ES: Messages = JSON.parse(readFileSync("messages/es.json", "utf8"));
const EN: Messages = JSON.parse(readFileSync("messages/en.json", "utf8"));
const SIM = "/api/maps-sim";
const stamp = Date.now().toString(36);

type SimListing = {
  storeCode: string;
  title: string;
  websiteUri?: string;
  openInfo?: { status?: string };
  metadata?: { duplicateLocation?: string };
};

/** Title, website and standing of the simulator's locations of account 1004, by store code. */
async function simulatorListings(request: APIRequestContext, baseURL: string) {
  const token = await simulatorAccessToken(request, baseURL, "sim-owner-umbrella");
  const found = new Map<string, SimListing>();
  let pageToken = "";
  do {
    const response = await request.get(
      `${SIM}/mybusinessbusinessinformation/v1/accounts/1004/locations?readMask=storeCode,title,websiteUri,regularHours,openInfo,metadata&pageSize=100&pageToken=${pageToken}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(response.ok(), await response.text()).toBe(true);
    const body = (await response.json()) as {
      locations?: SimListing[];
      nextPageToken?: string;
    };
    for (const location of body.locations ?? []) found.set(location.storeCode, location);
    pageToken = body.nextPageToken ?? "";
  } while (pageToken);
  return found;
}

test("es: 500 stores exported to XLSX, 20 cells changed, 18 sent and 2 refused by row and column", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const t = ES.storeImport;
  const baseURL = test.info().project.use.baseURL!;
  await signInOnce(page, "umbrella", "Umbrella123!");
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: baseURL }]);
  await chooseWorkspace(page, "Zona Norte");

  // Export the workspace's stores from the list's menu.
  await page.goto("/apps/stores");
  await page.getByRole("button", { name: t.export }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: t.exportXlsx }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.actualRowCount).toBe(501);
  const header = (sheet.getRow(1).values as string[]).slice(1);
  const col = (key: keyof Messages["storeImport"]["columns"]) => header.indexOf(t.columns[key]) + 1;
  expect(col("storeCode")).toBe(1);
  const codeOf = (row: number) => String(sheet.getRow(row).getCell(1).value);

  // 18 valid changes on 18 open stores that duplicate none (the maps service refuses edits of the
  // others, as it should), then 2 invalid cells on 2 more.
  const listings = await simulatorListings(page.request, baseURL);
  const editable = (row: number) => {
    const listing = listings.get(codeOf(row));
    return listing?.openInfo?.status === "OPEN" && !listing.metadata?.duplicateLocation;
  };
  const rows = Array.from({ length: 500 }, (_, i) => i + 2).filter(editable);
  const renamed = new Map<string, string>();
  for (const row of rows.slice(0, 10)) {
    const title = `Farmacia ${stamp} ${row}`;
    sheet.getRow(row).getCell(col("title")).value = title;
    renamed.set(codeOf(row), title);
  }
  const websites = new Map<string, string>();
  for (const row of rows.slice(10, 15)) {
    const uri = `https://zona-norte.example/${stamp}/${row}`;
    sheet.getRow(row).getCell(col("websiteUri")).value = uri;
    websites.set(codeOf(row), uri);
  }
  // New hours whatever the store holds now (a retry finds the first try's hours there).
  for (const row of rows.slice(15, 18)) {
    const cell = sheet.getRow(row).getCell(col("hoursWednesday"));
    const split = "10:00-14:00, 17:00-21:00";
    cell.value = String(cell.value) === split ? "09:30-13:30, 16:30-20:30" : split;
  }
  const [phoneRow, hoursRow] = rows.slice(18, 20) as [number, number];
  sheet.getRow(phoneRow).getCell(col("primaryPhone")).value = "12345";
  sheet.getRow(hoursRow).getCell(col("hoursTuesday")).value = "25:00-13:00";
  const edited = Buffer.from(await workbook.xlsx.writeBuffer());

  // Import it from the list.
  await page.getByRole("button", { name: t.import, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: t.importTitle });
  await dialog.getByLabel(t.file).setInputFiles({
    name: "zona-norte.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: edited,
  });
  await dialog.getByRole("button", { name: t.upload }).click();
  await expect(page).toHaveURL(/\/apps\/stores\/import\/[0-9a-f-]{36}$/, { timeout: 60_000 });

  // The preview: 18 changes, 2 errors by row and column, in Spanish; nothing sent yet.
  await expect(page.getByRole("heading", { level: 1, name: t.preview.title })).toBeVisible();
  const count = (label: string) =>
    page
      .locator("dl > div")
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator("dd");
  await expect(count(t.preview.counts.changes)).toHaveText("18");
  await expect(count(t.preview.counts.stores)).toHaveText("18");
  await expect(count(t.preview.counts.errors)).toHaveText("2");
  const changes = page.getByRole("table", { name: t.preview.changesCaption });
  await expect(changes.getByRole("row")).toHaveCount(19);
  const [firstCode, firstTitle] = [...renamed][0]!;
  await expect(
    changes.getByRole("row").filter({ hasText: firstCode }).filter({ hasText: firstTitle }),
  ).toHaveCount(1);
  const errors = page.getByRole("table", { name: t.preview.errorsCaption });
  await expect(errors.getByRole("row")).toHaveCount(3);
  await expect(
    errors
      .getByRole("row")
      .filter({ hasText: t.columns.primaryPhone })
      .filter({ hasText: ES.stores.validation.invalidPhone }),
  ).toHaveCount(1);
  await expect(
    errors
      .getByRole("row")
      .filter({ hasText: t.columns.hoursTuesday })
      .filter({ hasText: ES.stores.validation.invalidTime }),
  ).toHaveCount(1);
  await expect(errors.getByRole("row").filter({ hasText: t.columns.hoursTuesday })).toContainText(
    String(hoursRow),
  );
  const before = await simulatorListings(page.request, baseURL);
  expect(before.get(firstCode)?.title).not.toBe(firstTitle);
  await expectAccessible(page);
  await keepScreenshot(page, "stores-import-preview-es");
  const previewUrl = page.url();

  // Apply: the job's page, then 18 edits done.
  await page.getByRole("button", { name: "Aplicar 18 cambios" }).click();
  await expect(page).toHaveURL(/\/apps\/jobs\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const jobId = page.url().split("/").pop()!;
  await expect
    .poll(
      async () =>
        (
          await graphql<{ job: { status: string; done: number; failed: number } }>(
            page,
            `
              query ($id: ID!) {
                job(id: $id) {
                  status
                  done
                  failed
                }
              }
            `,
            { id: jobId },
          )
        ).job,
      { timeout: 180_000, intervals: [1000] },
    )
    .toEqual({ status: "DONE", done: 18, failed: 0 });
  await page.reload();
  await keepScreenshot(page, "stores-import-job-es");

  // The simulator holds the 18 changes.
  const after = await simulatorListings(page.request, baseURL);
  for (const [code, title] of renamed) expect(after.get(code)?.title).toBe(title);
  for (const [code, uri] of websites) expect(after.get(code)?.websiteUri).toBe(uri);

  // The preview again: applied, in English and on a phone.
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "en", url: baseURL }]);
  await page.goto(previewUrl);
  await expect(
    page.getByRole("heading", { level: 1, name: EN.storeImport.preview.title }),
  ).toBeVisible();
  await expect(page.getByText(EN.storeImport.preview.applied)).toBeVisible();
  await keepScreenshot(page, "stores-import-preview-en");
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: baseURL }]);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(previewUrl);
  await expectAccessible(page);
  await keepScreenshot(page, "stores-import-preview-es-375");
});
