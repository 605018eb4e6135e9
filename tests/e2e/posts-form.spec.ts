import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { graphql, signInWithCredentials, toasts } from "./helpers";
import { openPostForm } from "./posts-kit";

// The post form end to end: a title of three characters, a from date in the past and a web
// address that is none are refused step by step with their English messages, then an offer with
// a button and a UTM value goes to 20 stores as a draft, and the API holds it as written. In
// Spanish on a phone, the short title is refused in Spanish and the page does not scroll sideways.

type Messages = Record<"posts" | "validation" | "media", Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
const MESSAGES: Record<"en" | "es", Messages> = {
  en: JSON.parse(readFileSync("messages/en.json", "utf8")),
  es: JSON.parse(readFileSync("messages/es.json", "utf8")),
};
const stamp = Date.now().toString(36);

async function signIn(page: Page, lang: "en" | "es") {
  await signInWithCredentials(page, "manager", "Manager123!");
  await expect(page).not.toHaveURL(/\/login/);
  if (lang === "es")
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: lang, url: page.url() }]);
}

/** The issue shown under a field, by its text. */
const fieldError = (page: Page, text: string) =>
  page.locator('[data-slot="field-error"]', { hasText: text });

async function next(page: Page, m: Messages, step: string) {
  await page.getByRole("button", { name: m.posts.form.next, exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: step })).toBeVisible();
}

test("en at 1280 px: bad title, date and address are refused; an offer with a button saves as a draft", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const m = MESSAGES.en;
  const f = m.posts.form;
  await signIn(page, "en");
  await openPostForm(page);
  await expect(page.getByRole("heading", { level: 1, name: f.pageTitle })).toBeVisible();
  await page.getByRole("radio", { name: new RegExp(m.posts.types.OFFER) }).check();
  await next(page, m, f.steps.content);

  const startDate = page.getByRole("textbox", { name: f.startDate, exact: true });
  const today = await startDate.inputValue();
  await page.getByLabel(f.offerTitle).fill("abc");
  await page.getByLabel(f.description, { exact: true }).fill("Half price on every coffee.");
  await startDate.fill("2020-01-01");
  await page.getByRole("button", { name: f.next, exact: true }).click();
  await expect(fieldError(page, m.validation.tooShort.replace("{min}", "4"))).toBeVisible();
  await expect(fieldError(page, m.posts.validation.fromBeforeToday)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: f.steps.content })).toBeVisible();

  const title = `Coffee offer ${stamp}`;
  await page.getByLabel(f.offerTitle).fill(title);
  await startDate.fill(today);
  await page.getByLabel(f.couponCode).fill("COFFEE50");
  await expect(fieldError(page, m.posts.validation.fromBeforeToday)).toBeHidden();
  await next(page, m, f.steps.button);

  await page.getByRole("combobox", { name: f.actionType }).click();
  await page.getByRole("option", { name: m.posts.actions.ORDER, exact: true }).click();
  await page.getByLabel(f.url).fill("not a web address");
  await page.getByRole("button", { name: f.next, exact: true }).click();
  await expect(fieldError(page, m.posts.validation.invalidUrl)).toBeVisible();
  await page.getByLabel(f.url).fill("https://example.com/coffee");
  await page.getByLabel(f.utmValue).fill("coffee_week");
  await expect(page.getByTestId("final-url")).toHaveText(
    "https://example.com/coffee?utm_source=google&utm_medium=organic&utm_campaign=coffee_week",
  );
  await expect(page.getByTestId("post-preview")).toContainText(m.posts.actions.ORDER);
  await next(page, m, f.steps.stores);

  await page.getByRole("radio", { name: f.chosenStores }).check();
  await page
    .getByRole("button", { name: m.media.stores.selectShown.replace("{count}", "20") })
    .click();
  await expect(page.getByTestId("store-count")).toHaveText("The post goes to 20 stores");
  await next(page, m, f.steps.schedule);

  await page.getByRole("radio", { name: new RegExp(f.modes.DRAFT) }).check();
  await page.getByRole("button", { name: f.submit.DRAFT }).click();
  await expect(page).toHaveURL(/\/apps\/post\?post=/, { timeout: 20_000 });
  await expect(toasts(page).filter({ hasText: f.saved.DRAFT })).toBeVisible();

  const id = new URL(page.url()).searchParams.get("post")!;
  const { post } = await graphql<{
    post: {
      status: string;
      counts: { total: number };
      content: { type: string; title: string; actionType: string; buttonUrl: string };
    };
  }>(
    page,
    "query Saved($id: ID!) { post(id: $id) { status counts { total } content { type title actionType buttonUrl } } }",
    { id },
  );
  expect(post).toMatchObject({
    status: "CREATED",
    counts: { total: 20 },
    content: { type: "OFFER", title, actionType: "ORDER" },
  });
  expect(post.content.buttonUrl).toContain("utm_campaign=coffee_week");
  await graphql(page, "mutation Drop($id: ID!) { deletePost(id: $id) { id } }", { id });
});

test.describe("es at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("a title of three characters is refused in Spanish", async ({ page }) => {
    const m = MESSAGES.es;
    const f = m.posts.form;
    await signIn(page, "es");
    await openPostForm(page);
    await expect(page.getByRole("heading", { level: 1, name: f.pageTitle })).toBeVisible();
    await next(page, m, f.steps.content);
    await page.getByLabel(f.title, { exact: true }).fill("abc");
    await page.getByLabel(f.description, { exact: true }).fill("Llegó la nueva colección.");
    await page.getByRole("button", { name: f.next, exact: true }).click();
    await expect(fieldError(page, m.validation.tooShort.replace("{min}", "4"))).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: f.steps.content })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});
