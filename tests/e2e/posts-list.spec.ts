import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { fromWallTime } from "@/lib/posts/time";
import { graphql, toasts } from "./helpers";
import { signInOnce } from "./sign-in-once";

// /apps/post end to end: a post planned three days ahead shows in the list in its status colour
// (blue while planned, grey once paused), sits on its day of the tenant's clock in the calendar,
// opens its detail from there and is paused and resumed with confirmations and toasts; a template
// is listed with a way to start a post from it. In Spanish at 375 px the calendar is a list of days
// whose post opens the same detail in Spanish.

type Messages = { posts: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
const MESSAGES: Record<"en" | "es", Messages> = {
  en: JSON.parse(readFileSync("messages/en.json", "utf8")),
  es: JSON.parse(readFileSync("messages/es.json", "utf8")),
};
const stamp = Date.now().toString(36);
const title = `Tasting night ${stamp}`;
const templateName = `Weekly offer ${stamp}`;

/** `day` ("YYYY-MM-DD") moved by `days`. */
const addDays = (day: string, days: number) => {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
};

async function signIn(page: Page, lang: "en" | "es") {
  await signInOnce(page, "manager", "Manager123!");
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: lang, url }]);
}

/** Plans the journey's post for 10:00 on the tenant's clock three days on; answers it and its day. */
async function planPost(page: Page) {
  const { postSettings, postLocations } = await graphql<{
    postSettings: { timeZone: string; today: string };
    postLocations: { id: string }[];
  }>(page, "{ postSettings { timeZone today } postLocations(limit: 3) { id } }");
  const day = addDays(postSettings.today, 3);
  const { createPost } = await graphql<{ createPost: { id: string; status: string } }>(
    page,
    `
      mutation Plan($input: PostInput!) {
        createPost(input: $input) {
          id
          status
        }
      }
    `,
    {
      input: {
        mode: "SCHEDULE",
        publishAt: fromWallTime(`${day}T10:00`, postSettings.timeZone).toISOString(),
        locationIds: postLocations.map((store) => store.id),
        content: { type: "BASIC", title, description: "Taste the new menu with our chef." },
      },
    },
  );
  expect(createPost.status).toBe("SCHEDULED");
  return { id: createPost.id, day };
}

/** Answers "Pause" or "Resume" in the detail, then in its confirmation. */
async function confirmAction(page: Page, button: string, dialogTitle: string) {
  await page.getByTestId("post-detail").getByRole("button", { name: button, exact: true }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: dialogTitle });
  await dialog.getByRole("button", { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe.configure({ mode: "serial" });

let post = { id: "", day: "" };
let templateId = "";

test("en at 1280 px: list, calendar, detail, pause and resume, templates", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const m = MESSAGES.en.posts;
  await signIn(page, "en");
  post = await planPost(page);

  await page.goto(`/apps/post?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole("heading", { name: m.list.title, level: 1 })).toBeVisible();
  const row = page.getByTestId("post-item").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  const chip = row.locator('[data-status="SCHEDULED"]');
  await expect(chip).toHaveText(m.status.SCHEDULED);
  await expect(chip).toHaveClass(/bg-info/);

  await page.goto(`/apps/post?view=calendar&month=${post.day.slice(0, 7)}`);
  const onItsDay = page
    .locator(`li[data-day="${post.day}"]`)
    .getByTestId("calendar-post")
    .filter({ hasText: title })
    .filter({ visible: true });
  await expect(onItsDay).toHaveCount(1);
  await expect(onItsDay).toContainText("10:00");
  await onItsDay.click();

  const detail = page.getByTestId("post-detail");
  await expect(detail.getByRole("heading", { name: title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`post=${post.id}`));
  await confirmAction(page, m.detail.actions.pause.button, m.detail.actions.pause.title);
  await expect(
    toasts(page).filter({ hasText: m.detail.actions.pause.done.replace("{title}", title) }),
  ).toBeVisible();
  const paused = detail.locator('[data-status="PAUSED"]').first();
  await expect(paused).toHaveText(m.status.PAUSED);
  await expect(paused).toHaveClass(/bg-muted/);
  await confirmAction(page, m.detail.actions.resume.button, m.detail.actions.resume.title);
  await expect(detail.locator('[data-status="SCHEDULED"]').first()).toBeVisible();

  // Closing the detail goes back to the month it was opened from.
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`view=calendar&month=${post.day.slice(0, 7)}$`));

  const { createPostTemplate } = await graphql<{ createPostTemplate: { id: string } }>(
    page,
    `
      mutation Template($input: PostTemplateInput!) {
        createPostTemplate(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        name: templateName,
        content: { type: "BASIC", title: "This week's offer", description: "Ask in store." },
      },
    },
  );
  templateId = createPostTemplate.id;
  await page.getByRole("link", { name: m.list.views.templates }).click();
  const template = page.getByTestId("post-template").filter({ hasText: templateName });
  await expect(template).toContainText("This week's offer");
  await expect(
    template.getByRole("link", { name: m.templates.useNamed.replace("{name}", templateName) }),
  ).toHaveAttribute("href", `/apps/new-post?template=${templateId}`);
});

test("es at 375 px: the calendar's day list opens the post in Spanish", async ({ page }) => {
  test.skip(!post.id, "needs the post of the first journey");
  await page.setViewportSize({ width: 375, height: 800 });
  const m = MESSAGES.es.posts;
  await signIn(page, "es");
  await page.goto(`/apps/post?view=calendar&month=${post.day.slice(0, 7)}`);
  await expect(page.getByRole("heading", { name: m.list.title, level: 1 })).toBeVisible();
  const chip = page
    .locator(`li[data-day="${post.day}"]`)
    .getByTestId("calendar-post")
    .filter({ hasText: title })
    .filter({ visible: true });
  await expect(chip).toHaveCount(1);
  await chip.click();
  const detail = page.getByTestId("post-detail");
  await expect(detail.getByRole("heading", { name: title })).toBeVisible();
  await expect(detail.locator('[data-status="SCHEDULED"]').first()).toHaveText(m.status.SCHEDULED);
  await expect(detail.getByRole("button", { name: m.detail.actions.pause.button })).toBeVisible();
  // Nothing of the detail is wider than the phone.
  const width = await detail.evaluate((element) => element.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);

  // The journey's leftovers go, so the next run's list starts the same.
  await graphql(
    page,
    `
      mutation Delete($id: ID!) {
        deletePost(id: $id) {
          id
        }
      }
    `,
    { id: post.id },
  );
  if (templateId)
    await graphql(
      page,
      `
        mutation Drop($id: ID!) {
          deletePostTemplate(id: $id)
        }
      `,
      {
        id: templateId,
      },
    );
});
