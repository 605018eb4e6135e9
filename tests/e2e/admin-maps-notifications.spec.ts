import { expect, test, type Page } from "@playwright/test";
import { signInWithCredentials } from "./helpers";
import { E2E_SIM_ADMIN_KEY } from "./sim-admin";
import { firstVerifiedStore } from "./review-fixtures";

// Maps notifications over Pub/Sub, end to end: an admin points acme's maps account at a topic in
// the administration tab; a customer's review written on the simulated maps service is pushed to
// the app (signed, over HTTP) and reaches the reviews inbox and the notifications within seconds,
// with no scheduled sync (SCHEDULED_JOBS=off) and nobody pressing Sync now.

const SIM_ADMIN_HEADERS = { "x-sim-admin-key": E2E_SIM_ADMIN_KEY };
const TOPIC = "projects/storeplus-e2e/topics/maps-notifications";
const stamp = Date.now().toString(36);

test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });
test.setTimeout(120_000);

async function simulateReview(page: Page, location: string, comment: string): Promise<string> {
  const response = await page.request.post("/api/maps-sim/_admin/reviews", {
    headers: SIM_ADMIN_HEADERS,
    data: { location, starRating: 5, comment, reviewer: { displayName: "Paula Push" } },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { name: string }).name;
}

function accountForm(page: Page) {
  return page.getByRole("form", { name: "Maps account accounts/1001" });
}

/** Sets acme's account in the tab: the topic and which types are ticked. */
async function saveSetting(page: Page, topic: string, on: boolean) {
  await page.goto("/apps/setting-admin?tab=notifications");
  const form = accountForm(page);
  await form.getByLabel("Pub/Sub topic").fill(topic);
  for (const type of [
    "New reviews",
    "Edited reviews",
    "Google updates",
    "Duplicate stores",
    "Verification changes",
  ])
    await form.getByRole("checkbox", { name: type }).setChecked(on);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Notifications of accounts/1001 saved")).toBeVisible();
}

test("a new review on the maps service reaches the inbox and the notifications by itself", async ({
  page,
}) => {
  await signInWithCredentials(page, "admin", "Admin123!");
  await expect(page).toHaveURL(/\/apps\/home$/);

  // A bad topic is refused in place.
  await page.goto("/apps/setting-admin?tab=notifications");
  await accountForm(page).getByLabel("Pub/Sub topic").fill("maps-notifications");
  await accountForm(page).getByRole("checkbox", { name: "New reviews" }).check();
  await accountForm(page).getByRole("button", { name: "Save" }).click();
  await expect(accountForm(page).getByText(/Write the topic's full name/)).toBeVisible();

  await saveSetting(page, TOPIC, true);
  try {
    // After a reload the tab shows what the maps service now holds.
    await page.reload();
    await expect(accountForm(page).getByLabel("Pub/Sub topic")).toHaveValue(TOPIC);
    await expect(accountForm(page).getByRole("checkbox", { name: "New reviews" })).toBeChecked();

    const store = await firstVerifiedStore(page);
    // A store's first read is silent (history is not news): one review makes sure it was read.
    await simulateReview(page, store.id, `First visit ${stamp}`);
    await page.goto(`/apps/reviews?q=${stamp}`);
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId("review-item").filter({ hasText: "First visit" })).toBeVisible({
        timeout: 1_000,
      });
    }).toPass({ timeout: 20_000 });

    const review = await simulateReview(page, store.id, `Pushed straight in ${stamp}`);
    await expect(async () => {
      await page.reload();
      await expect(
        page.getByTestId("review-item").filter({ hasText: "Pushed straight in" }),
      ).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });

    // Its notification, through the bell, names the store and opens the review.
    const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/);
    await bell.click();
    const group = page
      .getByRole("dialog")
      .getByRole("listitem")
      .filter({ hasText: /You have (a new review|\d+ new reviews)/ });
    await expect(group).toContainText(store.locationName);
    await group.getByRole("button").first().click();
    // Already on the inbox: wait for the address that carries the notification's reviews.
    await expect(page).toHaveURL(/\/apps\/reviews\?(.*&)?infoUrl=/);
    expect(new URL(page.url()).searchParams.getAll("infoUrl")).toContain(review);

    // The tab lists the messages that came in.
    await page.goto("/apps/setting-admin?tab=notifications");
    const recent = page.getByRole("region", { name: "Latest messages received" });
    await expect(
      recent
        .getByRole("row")
        .filter({ hasText: "New reviews" })
        .filter({ hasText: store.locationName }),
    ).toHaveCount(2);
  } finally {
    // The other journeys sync by hand and count what they find: notifications go off again.
    await saveSetting(page, "", false);
  }
});
