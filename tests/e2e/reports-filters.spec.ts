import { expect, test } from "@playwright/test";
import { graphql, signInWithCredentials, toasts } from "./helpers";
import {
  expectedNumbers,
  flagshipWorkspace,
  last90Days,
  metricsThroughYesterday,
  REPORT_LOAD,
  signIn,
} from "./reports-kit";

// Issue 12: the tenant's revenue settings, the report's store and city filters, and who may open a
// workspace's report. The report's own numbers and charts are reports.spec.ts.

test.describe("revenue settings", () => {
  test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });

  test("refuses a ticket out of range, saves valid settings and the income follows them", async ({
    page,
  }) => {
    await signIn(page);
    const workspace = await flagshipWorkspace(page);
    await page.goto(`/apps/dataStudio-reports?workspace=${workspace.id}&days=30`);
    const traffic = Number(await page.getByTestId("kpi-traffic").getAttribute("data-value"));

    await page.getByRole("button", { name: "Revenue settings" }).click();
    const dialog = page.getByTestId("revenue-settings");
    await dialog.getByLabel("Average ticket").fill("0");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("The average ticket goes from 1 to 10,000.")).toBeVisible();
    await dialog.getByLabel("Average ticket").fill("25");
    await dialog.getByLabel("Conversion (%)").fill("101");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("The conversion goes from 1 to 100 %.")).toBeVisible();
    await dialog.getByLabel("Conversion (%)").fill("2");
    // The currency's label names its select.
    await dialog.getByRole("combobox", { name: "Currency" }).click();
    await page.getByRole("option", { name: /Euros/ }).click();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toasts(page).filter({ hasText: "Revenue settings saved." })).toBeVisible();
    await expect(page.getByTestId("revenue-basis")).toHaveText(
      "Average ticket €25.00 · conversion 2 %",
    );
    await expect
      .poll(async () => Number(await page.getByTestId("kpi-income").getAttribute("data-value")))
      .toBeCloseTo((25 * traffic * 2) / 100, 2);

    // Back to the estimator's defaults for the journeys that follow.
    await graphql(
      page,
      `
        mutation ReportsE2EReset {
          saveRevenueSettings(input: { ticket: 10, conversionPercent: 1, currency: "USD" }) {
            ticket
          }
        }
      `,
    );
  });
});

test.describe("report filters and access", () => {
  test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });

  test("a store and a city narrow the report, and the address keeps them", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signIn(page);
    await metricsThroughYesterday(page);
    const workspace = await flagshipWorkspace(page);
    const range = last90Days();
    const store = workspace.stores[0]!;
    const expected = await expectedNumbers(page, baseURL!, [store], range);
    await page.goto(`/apps/dataStudio-reports?workspace=${workspace.id}&days=90`);
    await expect(page.getByTestId("report-caption")).toContainText(
      `${workspace.stores.length} stores`,
    );

    await page.getByRole("button", { name: /^Stores/ }).click();
    await page.getByLabel("Search stores by name, code or city").fill(store.locationName);
    // A result is named by the store's name and its city.
    const option = [store.locationName, store.address.locality].filter(Boolean).join(" ");
    await page.getByRole("checkbox", { name: option, exact: true }).check();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`store=${store._id}`));
    await expect(page.getByTestId("report-caption")).toContainText("1 store", REPORT_LOAD);
    await expect(page.getByTestId("kpi-actions")).toHaveAttribute(
      "data-value",
      String(expected.actions),
    );
    // The link reopens the same report.
    await page.reload();
    await expect(page.getByTestId("kpi-actions")).toHaveAttribute(
      "data-value",
      String(expected.actions),
    );

    // A custom range goes in the address as its two days.
    await page.getByRole("combobox", { name: "Period" }).click();
    await page.getByRole("option", { name: "Custom range" }).click();
    await page.getByLabel("From", { exact: true }).fill(range.start);
    await page.getByLabel("To", { exact: true }).fill(range.end);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`from=${range.start}&to=${range.end}`));
    const usDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8)}/${day.slice(0, 4)}`;
    await expect(page.getByTestId("report-caption")).toContainText(
      `${usDay(range.start)} – ${usDay(range.end)}`,
      REPORT_LOAD,
    );
    await expect(page.getByTestId("kpi-actions")).toHaveAttribute(
      "data-value",
      String(expected.actions),
    );

    // A city keeps the workspace's stores of that city.
    const { locations } = await graphql<{
      locations: { items: { address: { locality: string | null } }[] };
    }>(
      page,
      `
        query ReportsE2ECities($id: ID) {
          locations(workspaceId: $id, limit: 100) {
            items {
              address {
                locality
              }
            }
          }
        }
      `,
      { id: workspace.id },
    );
    const city = locations.items[0]!.address.locality!;
    const inCity = locations.items.filter((l) => l.address.locality === city).length;
    await page.goto(`/apps/dataStudio-reports?workspace=${workspace.id}&days=90`);
    await page.getByRole("button", { name: /^Cities/ }).click();
    await page.getByRole("checkbox", { name: city, exact: true }).check();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(
      new RegExp(`city=${encodeURIComponent(city).replace(/%20/g, "\\+")}`),
    );
    await expect(page.getByTestId("report-caption")).toContainText(
      inCity === 1 ? "1 store" : `${inCity} stores`,
      REPORT_LOAD,
    );
  });

  test("an empty workspace says so, another tenant's workspace is refused, and a user without the report role is sent away", async ({
    browser,
    page,
  }) => {
    await signIn(page);
    const acme = await flagshipWorkspace(page);

    // acme's empty workspace: a notice instead of charts of zeros.
    const { workspaces } = await graphql<{ workspaces: { _id: string; name: string }[] }>(
      page,
      `
        query ReportsE2EEmpty {
          workspaces(search: "Vac") {
            _id
            name
          }
        }
      `,
    );
    const empty = workspaces.find((w) => w.name === "Vacío");
    expect(empty, "acme's seeded empty workspace").toBeTruthy();
    await page.goto(`/apps/dataStudio-reports?workspace=${empty!._id}`);
    await expect(page.getByTestId("report-empty")).toHaveText(
      "No stores match this workspace and these filters. Choose another workspace or clear the filters.",
      REPORT_LOAD,
    );
    await expect(page.getByTestId("report-view")).toHaveCount(0);

    const globex = await browser.newContext({ locale: "en-US" });
    const other = await globex.newPage();
    await signInWithCredentials(other, "globexadmin", "Globex123!");
    await expect(other).toHaveURL(/\/apps\/home$/);
    await other.goto(`/apps/dataStudio-reports?workspace=${acme.id}`);
    await expect(other.getByTestId("report-error")).toBeVisible();
    await expect(other.getByTestId("report-view")).toHaveCount(0);
    await globex.close();

    const reviewsOnly = await browser.newContext({ locale: "en-US" });
    const reviewer = await reviewsOnly.newPage();
    await signInWithCredentials(reviewer, "reviews", "Reviews123!");
    await expect(reviewer).not.toHaveURL(/\/login$/);
    await reviewer.goto("/apps/dataStudio-reports");
    await expect(reviewer).toHaveURL(/\/pages\/errors\/error-404/);
    await reviewsOnly.close();
  });
});
