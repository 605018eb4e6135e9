import { expect, test, type Page } from "@playwright/test";
import { addDays } from "@/lib/holidays/calendar";
import { comingHolidays, todayDate } from "@/lib/holidays/rules";
import { expectAccessible } from "./axe";
import {
  chooseWorkspace,
  expectJobDone,
  graphql,
  keepScreenshot,
  simulatorAccessToken,
} from "./helpers";
import { signInOnce } from "./sign-in-once";
import { texts, type Lang } from "./stores-edit-kit";

// Holiday hours for a chain (/apps/stores/holidays): umbrella's workspace "Península" (1,000
// stores in Spain) gets Spain's coming national holidays in one job, each store's past special
// hours cleaned and its own coming ones kept; the job's page follows the stores; the simulator
// holds the dates. Seven closed days in a row are refused in place with the maps service's rule.

const today = todayDate();
const SPAIN = comingHolidays("ES", today);
const PAST = addDays(today, -20);
/** A coming date of the store's own, no national holiday. */
const OWN = [30, 31, 32, 33]
  .map((n) => addDays(today, n))
  .find((d) => !SPAIN.some((h) => h.date === d))!;

const googleDate = (d: string) => {
  const [year, month, day] = d.split("-").map(Number);
  return { year, month, day };
};
const dateOf = (p: { startDate: { year: number; month: number; day: number } }) =>
  `${p.startDate.year}-${String(p.startDate.month).padStart(2, "0")}-${String(p.startDate.day).padStart(2, "0")}`;

async function signIn(page: Page, baseURL: string, lang: Lang) {
  await signInOnce(page, "umbrella", "Umbrella123!");
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: lang, url: baseURL }]);
}

async function peninsula(page: Page) {
  const workspace = await chooseWorkspace(page, "Península");
  expect(workspace.totalLocations).toBe(1000);
  return workspace;
}

test("umbrella gives Spain's holidays to the 1,000 stores of Península in one job", async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, baseURL!, "en");
  const workspace = await peninsula(page);
  const t = texts("en");

  // One store holds a past entry and a coming one of its own.
  const { locations } = await graphql<{
    locations: { items: { _id: string; id: string; locationName: string }[] };
  }>(
    page,
    `
      query ($ws: ID) {
        locations(workspaceId: $ws, limit: 1, filter: { openStatus: OPEN }) {
          items {
            _id
            id
            locationName
          }
        }
      }
    `,
    { ws: workspace._id },
  );
  const store = locations.items[0]!;
  const { updateLocation } = await graphql<{ updateLocation: { jobId: string } }>(
    page,
    `
      mutation ($id: ID!, $patch: LocationPatchInput!) {
        updateLocation(id: $id, patch: $patch) {
          jobId
        }
      }
    `,
    {
      id: store._id,
      patch: {
        specialHours: {
          specialHourPeriods: [
            { startDate: googleDate(PAST), closed: true },
            {
              startDate: googleDate(OWN),
              openTime: { hours: 9 },
              closeTime: { hours: 13 },
            },
          ],
        },
      },
    },
  );
  await expectJobDone(page, updateLocation.jobId, 90_000);

  await page.goto("/apps/stores/holidays");
  await expect(page.getByRole("heading", { level: 1, name: t("holidays.title") })).toBeVisible();
  await expect(page.getByRole("link", { name: t("stores.tabs.holidays") })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // The default country is the one most of the workspace's stores are in.
  await expect(page.getByRole("combobox", { name: t("holidays.country") })).toContainText("Spain");
  await expect(page.getByText(t("holidays.nationalOnly"))).toBeVisible();
  const preview = page.getByTestId("holidays-preview");
  await expect(preview).toHaveText(
    `1,000 stores in Spain will get ${SPAIN.length} dates; no store of another country.`,
    { timeout: 30_000 },
  );
  await expectAccessible(page);
  await keepScreenshot(page, "holidays-en");

  // Seven closed days in a row: refused in place, with the rule.
  const closure = Array.from({ length: 7 }, (_, i) => addDays(today, 60 + i)).filter(
    (d) => !SPAIN.some((h) => h.date === d),
  );
  const dateField = page.getByLabel(t("holidays.addDate"));
  for (const date of closure) {
    const [y, m, d] = date.split("-");
    await dateField.fill(`${m}/${d}/${y}`);
    await dateField.blur();
    await page.getByRole("button", { name: t("holidays.add"), exact: true }).click();
  }
  const refusal = page.getByRole("alert").filter({
    hasText: t("holidays.validation.tooManyClosedDays", { days: 6 }),
  });
  if (closure.length === 7) {
    await expect(refusal).toBeVisible();
    await expect(page.getByRole("button", { name: t("holidays.apply") })).toBeDisabled();
    await keepScreenshot(page, "holidays-refused-en");
  }
  // Back to the preset alone.
  await page.reload();
  await expect(preview).toContainText("1,000", { timeout: 30_000 });

  await page.getByRole("button", { name: t("holidays.apply") }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("1,000 stores in Spain");
  await dialog.getByRole("button", { name: t("holidays.confirm") }).click();
  await expect(page).toHaveURL(/\/apps\/jobs\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const jobId = page.url().split("/").pop()!;
  await expectJobDone(page, jobId, 240_000);
  await page.reload();
  await expect(page.getByRole("progressbar").first()).toHaveAttribute("aria-valuenow", "1000");
  await expectAccessible(page);
  await keepScreenshot(page, "holidays-job-en");

  // The simulator holds the holidays and the store's own coming date, and no past entry.
  const token = await simulatorAccessToken(request, baseURL!, "sim-owner-umbrella");
  const answer = await request.get(
    `/api/maps-sim/mybusinessbusinessinformation/v1/${store.id}?readMask=specialHours`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(answer.ok()).toBe(true);
  const held = ((await answer.json()).specialHours?.specialHourPeriods ?? []).map(dateOf);
  expect(held).toEqual([...SPAIN.map((h) => h.date), OWN].sort());
  expect(held).not.toContain(PAST);
});

test("es and 375 px: the page reads in Spanish on a phone", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, baseURL!, "es");
  await peninsula(page);
  const t = texts("es");
  await page.goto("/apps/stores/holidays");
  await expect(page.getByRole("heading", { level: 1, name: t("holidays.title") })).toBeVisible();
  await expect(page.getByText(t("holidays.closedRule", { days: 6, limit: 15 }))).toBeVisible();
  await expect(page.getByTestId("holidays-preview")).toContainText("España", { timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await keepScreenshot(page, "holidays-es-375");
});
