import { expect, test, type Locator, type Page } from "@playwright/test";
import { graphql, signInWithCredentials } from "./helpers";
import { weekday } from "./stores-edit-bad-input";
import { texts } from "./stores-edit-kit";

// Keyboard only (WCAG 2.1.1, 2.4.1, 2.4.3, 2.4.7): after signing in, no mouse. A menu item that
// opened another page, a reply dialog whose Send button left, a bar or a chip that went once used
// all dropped the focus to the top of the page; a new post's Next left it on Next, under the step.

const t = texts("en");
const stamp = Date.now().toString(36);
const SHOTS = process.env.KEYBOARD_SHOTS;

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus, as a keyboard user does. */
async function tabTo(page: Page, target: Locator, { back = false, max = 150 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    if (await target.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(target).toBeFocused();
}

/** Presses `key` until `target` has the focus (arrow keys in a menu or a list box). */
async function arrowTo(page: Page, target: Locator, key: string, max = 12) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/keyboard-${name}.png` });
}

const nav = (page: Page, name: string) =>
  page
    .getByRole("navigation", { name: t("shell.navigation") })
    .getByRole("link", { name, exact: true });

/** The first verified, open store by name that is no duplicate: the maps service takes its edits. */
async function editableStore(page: Page) {
  const { locations } = await graphql<{
    locations: {
      items: { _id: string; locationName: string; locationState: { duplicateLocation: boolean } }[];
    };
  }>(
    page,
    `
      query KeyboardStore {
        locations(
          filter: { openStatus: OPEN, verified: COMPLETED }
          sort: { by: locationName }
          limit: 10
        ) {
          items {
            _id
            locationName
            locationState {
              duplicateLocation
            }
          }
        }
      }
    `,
  );
  return locations.items.find((store) => !store.locationState.duplicateLocation)!;
}

test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });

test("with the keyboard alone, an admin edits a store's hours, replies to a review and publishes a post", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInWithCredentials(page, "admin", "Admin123!");
  await expect(page).toHaveURL(/\/apps\/home$/, { timeout: 30_000 });
  const store = await editableStore(page);
  await page.goto("/apps/stores");
  // The shell replaces its skeleton after the load event (React reveals streamed content in
  // batches), so the keys start once the shell's own skip link is in the page.
  const skipLink = page.getByRole("link", { name: t("shell.skipToContent") });
  await expect(skipLink).toBeAttached();

  // The first Tab is the skip link, which lands in the page past the navigation and the toolbar.
  await page.keyboard.press("Tab");
  await expect(skipLink).toBeFocused();
  await shot(page, "skip-link");
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();

  // 1. The store's row menu opens its hours editor; Sunday changes; the change is sent.
  const actions = page.getByRole("button", {
    name: t("stores.rowActions", { name: store.locationName }),
    exact: true,
  });
  await tabTo(page, actions);
  await shot(page, "row-actions");
  await page.keyboard.press("Enter");
  await arrowTo(
    page,
    page.getByRole("menuitem", { name: t("stores.editRoutes.editHours") }),
    "ArrowDown",
  );
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/apps/stores/edit-hours\\?id=${store._id}`));
  await expect(page.locator("main")).toBeFocused();

  const sunday = page.getByRole("combobox", {
    name: t("stores.edit.hours.mode", { day: weekday("en", 6) }),
  });
  await tabTo(page, sunday);
  await shot(page, "hours-select");
  const closed = t("stores.edit.hours.modes.closed");
  const wanted = (await sunday.textContent())?.includes(closed)
    ? t("stores.edit.hours.modes.open24")
    : closed;
  await page.keyboard.press("Enter");
  const option = page.getByRole("option", { name: wanted, exact: true });
  await arrowTo(page, option, "ArrowDown");
  await page.keyboard.press("Enter");
  await expect(sunday).toBeFocused();
  await expect(sunday).toHaveText(wanted);

  const sendChanges = page.getByRole("button", { name: t("stores.edit.save"), exact: true });
  await tabTo(page, sendChanges);
  await shot(page, "send-changes");
  await page.keyboard.press("Enter");
  await expect(
    page.locator('[data-testid="edit-notice"] [data-sent][data-outcome="accepted"]'),
  ).toBeVisible({ timeout: 60_000 });
  await expect(sunday).toHaveText(wanted);

  // Back in the list, the store's last change names its hours.
  const storesLink = nav(page, "Stores");
  await tabTo(page, storesLink, { back: true });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/apps\/stores$/);
  await expect(page.getByRole("row").filter({ hasText: store.locationName }).first()).toContainText(
    t("stores.edit.fields.regularHours"),
  );

  // 2. A review without a reply gets one: the dialog takes the focus, Done gives it back.
  await tabTo(page, nav(page, "Reviews"), { back: true });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/apps\/reviews$/);
  const replyButton = page.getByRole("button", { name: /^Reply to / }).first();
  await tabTo(page, replyButton);
  const review = page.locator(
    `[data-review-id="${await replyButton.locator("xpath=ancestor::article").getAttribute("data-review-id")}"]`,
  );
  await shot(page, "reply-button");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  const box = dialog.getByLabel(t("reviews.replyForm.comment"), { exact: true });
  await expect(box).toBeFocused();
  const reply = `Thank you for your visit, see you soon ${stamp}.`;
  await page.keyboard.type(reply);
  await tabTo(page, dialog.getByRole("button", { name: t("reviews.replyForm.send") }));
  await page.keyboard.press("Enter");
  await expect(dialog.getByText(t("reviews.replyJob.sent"))).toBeVisible({ timeout: 30_000 });
  const done = dialog.getByRole("button", { name: t("reviews.replyForm.close"), exact: true });
  await expect(done).toBeFocused();
  await shot(page, "reply-sent");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(review.getByTestId("review-reply")).toContainText(reply);
  await expect(review.getByRole("button", { name: /^Edit reply to / })).toBeFocused();

  // 3. A post to two chosen stores: each step's title takes the focus, then its fields.
  await tabTo(page, nav(page, "Posts"), { back: true });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/apps\/post$/);
  await tabTo(page, page.getByRole("link", { name: t("posts.list.newPost") }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/apps\/new-post$/);
  const next = page.getByRole("button", { name: t("posts.form.next"), exact: true });
  const stepTitle = (step: string) =>
    page.getByRole("heading", {
      level: 2,
      name: t(`posts.form.steps.${step}` as "posts.form.next"),
    });
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(stepTitle("content")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(t("posts.form.title"), { exact: true })).toBeFocused();
  const title = `Keyboard news ${stamp}`;
  await page.keyboard.type(title);
  await tabTo(page, page.getByLabel(t("posts.form.description"), { exact: true }));
  await page.keyboard.type("Written and published without a mouse.");
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(stepTitle("button")).toBeFocused();
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(stepTitle("stores")).toBeFocused();

  // The radio group is one Tab stop; the arrow keys move to "Chosen stores".
  const chosen = page.getByRole("radio", { name: t("posts.form.chosenStores") });
  await page.keyboard.press("Tab");
  await arrowTo(page, chosen, "ArrowDown", 3);
  await page.keyboard.press("Space");
  await expect(chosen).toBeChecked();
  const results = page.getByRole("list", { name: t("storeChoice.results"), exact: true });
  await tabTo(page, results.getByRole("checkbox").first());
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await expect(results.getByRole("checkbox").nth(1)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.getByTestId("store-count")).toHaveText(t("posts.form.goesTo", { count: 2 }));
  await shot(page, "stores-step");
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(stepTitle("schedule")).toBeFocused();

  await tabTo(page, page.getByRole("button", { name: t("posts.form.submit.NOW"), exact: true }));
  await page.keyboard.press("Enter");
  const confirm = page.getByTestId("publish-confirm");
  const publish = confirm.getByRole("button", { name: t("posts.form.submit.NOW"), exact: true });
  await expect(publish).toBeEnabled();
  await tabTo(page, publish, { max: 5 });
  await shot(page, "publish-confirm");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/apps\/post\?post=/, { timeout: 20_000 });
  await expect(page.getByTestId("post-detail").getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByTestId("post-item").filter({ hasText: title })).toBeVisible();
});

test("the table's tick boxes and bar, the upload zone, a chart's table and a custom period work by keyboard", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInWithCredentials(page, "admin", "Admin123!");
  await expect(page).toHaveURL(/\/apps\/home$/, { timeout: 30_000 });

  // A row ticked with Space shows the bar; its Clear hands the focus to the page's tick box.
  await page.goto("/apps/stores");
  const firstRow = page.getByRole("checkbox", { name: /^Select (?!every)/ }).first();
  await tabTo(page, firstRow);
  await page.keyboard.press("Space");
  await expect(firstRow).toBeChecked();
  const bar = page.getByRole("region", { name: t("dataTable.selection.bar") });
  await expect(bar).toContainText(t("dataTable.selection.selected", { count: 1, n: "1" }));
  const clear = bar.getByRole("button", { name: t("dataTable.selection.clear") });
  await tabTo(page, clear, { back: true });
  await shot(page, "selection-bar");
  await page.keyboard.press("Enter");
  await expect(bar).toBeHidden();
  await expect(
    page.getByRole("checkbox", { name: t("dataTable.selection.selectPage") }),
  ).toBeFocused();

  // The upload zone is one Tab stop, and Enter or Space opens the file chooser.
  await page.goto("/apps/files");
  const zone = page.getByTestId("upload-drop-zone");
  await tabTo(page, zone);
  await shot(page, "upload-zone");
  // The zone opens the system's chooser by clicking its file input: those clicks are counted, and
  // the chooser kept shut (a browser shows one at a time, and an unanswered one leaves the window
  // inactive, which made this check fail now and then).
  await page.evaluate(() => {
    const counted = window as unknown as { picks: number };
    counted.picks = 0;
    document.querySelector('input[type="file"]')!.addEventListener("click", (event) => {
      event.preventDefault();
      counted.picks++;
    });
  });
  for (const key of ["Enter", "Space"]) await page.keyboard.press(key);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { picks: number }).picks))
    .toBe(2);

  // A chart's "View as table" is reached by Tab and keeps the focus once pressed.
  await page.goto("/apps/dataStudio-reports");
  const asTable = page.getByRole("button", { name: t("reports.chart.viewAsTable") }).first();
  await tabTo(page, asTable);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: t("reports.chart.viewAsChart") })).toBeFocused();
  await shot(page, "view-as-table");

  // A custom period: the list box by arrows, then the dates typed, each with its calendar button.
  const period = page.getByRole("combobox", { name: t("reports.filters.period") });
  await tabTo(page, period, { back: true });
  await page.keyboard.press("Enter");
  await arrowTo(page, page.getByRole("option", { name: t("reports.filters.custom") }), "ArrowDown");
  await page.keyboard.press("Enter");
  // The list hands the focus back to its box once it has closed: a Tab pressed before that went
  // from the closing list, and the focus then came back to the box, not to "From".
  await expect(period).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(t("reports.filters.from"), { exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: t("common.chooseDate") }).first()).toBeFocused();
  await shot(page, "date-range");
});
