// Approvals in Chromium: the admin requires approval for a role the manager holds (GMB, which no
// other demo user of acme has); the manager's phone edit waits for approval, the admin reads its
// diff in the queue and approves it, the job runs and the maps simulator holds the phone; a second
// edit is rejected with a reason and the manager reads the notification. English first, then
// Spanish for the rejection. The rule is turned off at the end, whatever happened.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { getExampleNumber, isValidPhoneNumber, type CountryCode } from "libphonenumber-js";
import examples from "libphonenumber-js/mobile/examples";
import { expectAccessible } from "./axe";
import { graphql, keepScreenshot } from "./helpers";
import { signInOnce } from "./sign-in-once";
import {
  openForm,
  pickStores,
  send,
  simulatorStore,
  texts,
  type Lang,
  type PickedStore,
} from "./stores-edit-kit";

test.describe.configure({ mode: "serial" });

const RULE = `query { approvalRule { roleIds roles { id name } } }`;
const SET_RULE = `mutation($roleIds: [ID!]!) { setApprovalRule(roleIds: $roleIds) { roleIds } }`;
const digits = (phone: string) => phone.replace(/\D/g, "").slice(-8);

/** A valid phone of the country, not the one the store has. */
function newPhone(region: string, current: string | undefined): string {
  const example = getExampleNumber(region as CountryCode, examples)!.formatNational();
  for (let digit = 0; digit <= 9; digit++) {
    const phone = example.replace(/\d(?=\D*$)/, String(digit));
    if (isValidPhoneNumber(phone, region as CountryCode) && digits(phone) !== digits(current ?? ""))
      return phone;
  }
  throw new Error(`No phone for ${region}`);
}

async function session(browser: Browser, baseURL: string, user: string, password: string) {
  const context = await browser.newContext({
    locale: "en-US",
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await signInOnce(page, user, password);
  return page;
}

const speak = (page: Page, baseURL: string, lang: Lang) =>
  page.context().addCookies([{ name: "NEXT_LOCALE", value: lang, url: baseURL }]);

/** Edits the store's primary phone as the manager; answers the phone sent. */
async function editPhone(page: Page, baseURL: string, store: PickedStore, lang: Lang) {
  const t = texts(lang);
  const sim = await simulatorStore(page.request, baseURL, store.id);
  const phone = newPhone(
    sim.location.storefrontAddress.regionCode,
    sim.location.phoneNumbers?.primaryPhone,
  );
  await openForm(page, `/apps/stores/edit-phone?id=${store._id}`);
  await expect(page.getByTestId("approval-required")).toHaveText(
    t("stores.edit.notice.approvalRequired"),
  );
  await page.getByLabel(t("stores.edit.phone.primary"), { exact: true }).fill(phone);
  await send(page, t("stores.edit.save"));
  const held = page.locator('[data-testid="edit-notice"] [data-sent][data-outcome="held"]');
  await expect(held).toHaveText(t("stores.edit.outcome.held"));
  return phone;
}

test("a held phone edit is approved and reaches the simulator; another is rejected and its author told", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const admin = await session(browser, baseURL!, "admin", "Admin123!");
  const manager = await session(browser, baseURL!, "manager", "Manager123!");
  const { approvalRule } = await graphql<{
    approvalRule: { roleIds: string[]; roles: { id: string; name: string }[] };
  }>(admin, RULE);
  try {
    // The admin requires approval for the GMB role, on the page's rule card.
    let t = texts("en");
    await speak(admin, baseURL!, "en");
    await admin.goto("/apps/stores/approvals");
    await expect(
      admin.getByRole("heading", { level: 1, name: t("stores.approvals.title") }),
    ).toBeVisible();
    await expect(admin.getByRole("link", { name: t("stores.tabs.approvals") })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const rule = admin.getByTestId("approval-rule");
    await rule.getByRole("checkbox", { name: "GMB", exact: true }).check();
    await rule.getByRole("button", { name: t("stores.approvals.rule.save") }).click();
    await expect(admin.getByText(t("stores.approvals.rule.saved"))).toBeVisible();
    await expectAccessible(admin);

    // The manager's phone edit waits: the page says so, and nothing reaches the simulator.
    const stores = await pickStores(manager);
    const [first, second] = [stores.at(-3)!, stores.at(-4)!];
    const before = (await simulatorStore(manager.request, baseURL!, first.id)).location;
    await speak(manager, baseURL!, "en");
    const phone = await editPhone(manager, baseURL!, first, "en");
    await keepScreenshot(manager, "approvals-en-held");
    expect(
      (await simulatorStore(manager.request, baseURL!, first.id)).location.phoneNumbers,
    ).toEqual(before.phoneNumbers);

    // The admin opens its diff in the queue and approves it.
    await admin.goto("/apps/stores/approvals");
    const edit = admin.getByTestId("approval-item").last();
    await expect(edit).toContainText(t("stores.approvals.queue.sources.EDIT"));
    await edit.getByRole("button", { name: /^Show changes/ }).click();
    const diff = edit.getByTestId("approval-diff");
    await expect(diff).toContainText(first.locationName);
    await expect
      .poll(async () => digits(await diff.locator('[data-diff="new"]').first().innerText()))
      .toBe(digits(phone));
    await expectAccessible(admin);
    await keepScreenshot(admin, "approvals-en-queue");
    await edit.getByRole("button", { name: /^Approve / }).click();
    await expect(admin.getByText(t("stores.approvals.queue.approved"))).toBeVisible();

    // The job runs: the manager's page reads it accepted, and the simulator holds the phone.
    await expect(
      manager.locator('[data-testid="edit-notice"] [data-sent][data-outcome="accepted"]'),
    ).toBeVisible({ timeout: 90_000 });
    const after = (await simulatorStore(manager.request, baseURL!, first.id)).location;
    expect(digits(after.phoneNumbers.primaryPhone)).toBe(digits(phone));

    // In Spanish: a second edit is rejected with a reason (required), and the manager is told.
    t = texts("es");
    await speak(admin, baseURL!, "es");
    await speak(manager, baseURL!, "es");
    await editPhone(manager, baseURL!, second, "es");
    await admin.goto("/apps/stores/approvals");
    const held = admin.getByTestId("approval-item").last();
    await held.getByRole("button", { name: /^Ver cambios/ }).click();
    await expect(held.getByTestId("approval-diff")).toContainText(second.locationName);
    await keepScreenshot(admin, "approvals-es-queue");
    await held.getByRole("button", { name: /^Rechazar / }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByRole("button", { name: t("stores.approvals.rejectDialog.submit") }).click();
    await expect(dialog.getByText(t("stores.approvals.errors.reasonRequired"))).toBeVisible();
    await dialog
      .getByLabel(t("stores.approvals.rejectDialog.reason"))
      .fill("El teléfono no es el de la tienda");
    await expectAccessible(admin);
    await keepScreenshot(dialog, "approvals-es-reject");
    await dialog.getByRole("button", { name: t("stores.approvals.rejectDialog.submit") }).click();
    await expect(admin.getByText(t("stores.approvals.queue.rejectedToast"))).toBeVisible();

    await expect(
      manager.locator('[data-testid="edit-notice"] [data-sent][data-outcome="refused"]'),
    ).toContainText("El teléfono no es el de la tienda", { timeout: 30_000 });
    await manager.goto("/apps/notifications");
    const group = manager
      .getByRole("listitem")
      .filter({ hasText: t("notifications.types.EDIT_REJECTED", { count: 1, n: "1" }) });
    await expect(group.first()).toBeVisible();
    await keepScreenshot(manager, "approvals-es-notification");
  } finally {
    // Other journeys share the seed: the rule goes back to what it was.
    await graphql(admin, SET_RULE, { roleIds: approvalRule.roleIds });
    await admin.context().close();
    await manager.context().close();
  }
});
