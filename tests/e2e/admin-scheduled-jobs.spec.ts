import { expect, test } from "@playwright/test";
import { E2E_CRON_SECRET } from "./cron";
import { graphql, signInWithCredentials, toasts } from "./helpers";

test.use({ locale: "en-US" });

const JOBS = `{ jobs(limit: 100) { total items { kind } } }`;
type Jobs = { jobs: { total: number; items: { kind: string }[] } };
const reviewSyncs = async (page: Parameters<typeof graphql>[0]) =>
  (await graphql<Jobs>(page, JOBS)).jobs.items.filter((job) => job.kind === "REVIEW_SYNC").length;

test("a Super Admin disables the review sync, and its next tick does not run it", async ({
  page,
}) => {
  await signInWithCredentials(page, "superadmin", "Super123!");
  await expect(page).toHaveURL(/\/apps\/home/);
  await page.goto("/apps/setting-admin?tab=scheduled-jobs");
  const job = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: /Review sync/ }) });
  await expect(job.getByText("*/30 * * * *")).toBeVisible();
  const toggle = job.getByRole("switch");
  await expect(toggle).toBeChecked();

  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(job.getByText("Disabled")).toBeVisible();
  await expect(job.getByRole("button", { name: "Run now" })).toBeDisabled();

  // The external scheduler's tick arrives: the run reads the switch and skips.
  const before = await reviewSyncs(page);
  const tick = await page.request.post("/api/cron/review-sync", {
    headers: { authorization: `Bearer ${E2E_CRON_SECRET}` },
  });
  expect(tick.status()).toBe(202);
  await expect(async () => {
    await page.reload();
    await expect(job.getByText("Skipped")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  expect(await reviewSyncs(page)).toBe(before);

  // On again for the journeys after this one.
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(toasts(page).first()).toBeVisible();
});
