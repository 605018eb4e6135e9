import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./axe";
import { graphql } from "./helpers";
import { E2E_SIM_ADMIN_KEY } from "./sim-admin";
import {
  expectAccepted,
  openForm,
  pickStores,
  send,
  signInAs,
  simulatorStore,
  texts,
  type PickedStore,
} from "./stores-edit-kit";

// What the maps service answers decides what the user sees: a 429 is retried by the job engine
// until the edit lands; a 400 ends the edit as its field's notification (spec §8).

/** The simulator's next `count` writes of the store answer `status` (its admin API). */
async function forceFault(page: Page, store: PickedStore, fault: Record<string, unknown>) {
  const response = await page.request.post("/api/maps-sim/_admin/faults", {
    headers: { "x-sim-admin-key": E2E_SIM_ADMIN_KEY },
    data: { location: store.id, method: "PATCH", ...fault },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test("es at 375 px: a website edit answered 429 twice is retried until the service accepts it", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const t = texts("es");
  await signInAs(page, baseURL!, "es");
  const store = (await pickStores(page)).at(-3)!;
  await forceFault(page, store, { status: 429, count: 2 });

  const website = `https://example.com/reintento-${Date.now().toString(36)}`;
  await openForm(page, `/apps/stores/edit-website?id=${store._id}`);
  await page.getByLabel(t("stores.edit.website.label"), { exact: true }).fill(website);
  const answer = page.waitForResponse((r) => /updateLocation/.test(r.request().postData() ?? ""));
  await send(page, t("stores.edit.save"));
  const { data } = (await (await answer).json()) as { data: { updateLocation: { jobId: string } } };
  await expectAccepted(page);
  expect((await simulatorStore(page.request, baseURL!, store.id)).location.websiteUri).toBe(
    website,
  );

  // The job's page shows the store done, after the two calls the service turned away.
  const { job } = await graphql<{ job: { items: { status: string; attempts: number }[] } }>(
    page,
    `
      query ($id: ID!) {
        job(id: $id) {
          items(limit: 1) {
            status
            attempts
          }
        }
      }
    `,
    { id: data.updateLocation.jobId },
  );
  expect(job.items[0]).toMatchObject({ status: "DONE", attempts: 3 });
  await page.goto(`/apps/jobs/${data.updateLocation.jobId}`);
  await expect(page.getByRole("progressbar").first()).toHaveAttribute("aria-valuenow", "1");
  await expectAccessible(page);
});

test("en: a store code the service refuses ends as STORE_CODE_ERROR among the notifications", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const t = texts("en");
  await signInAs(page, baseURL!, "en");
  const store = (await pickStores(page)).at(-4)!;
  await forceFault(page, store, { status: 400, field: "storeCode" });

  await openForm(page, `/apps/stores/edit-info?id=${store._id}`);
  await page
    .getByLabel(t("stores.edit.info.storeCode"), { exact: true })
    .fill(`R-${Date.now().toString(36)}`);
  await send(page, t("stores.edit.save"));
  const refused = page.locator('[data-testid="edit-notice"] [data-sent][data-outcome="refused"]');
  await expect(refused).toBeVisible({ timeout: 90_000 });
  await expect(refused).toContainText(/invalid argument/i);

  // The notification names the store as the service now has it.
  const { location } = await graphql<{ location: { title: string } }>(
    page,
    `
      query ($id: ID!) {
        location(id: $id) {
          title
        }
      }
    `,
    { id: store._id },
  );
  await page.goto("/apps/notifications");
  const group = page
    .getByRole("listitem")
    .filter({ hasText: t("notifications.types.STORE_CODE_ERROR", { count: 1, n: "1" }) });
  await expect(group.first()).toBeVisible();
  await expect(group.first()).toContainText(location.title);
});
