// Review topics in Chromium, English and Spanish: the topics view shows "wait time" for the store
// whose reviews complain of waits ("espera", "demora"), and one click on its count opens the inbox
// with exactly those reviews; the page passes axe, on a desktop and at 375 px.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./axe";
import { keepScreenshot } from "./helpers";
import { signInOnce } from "./sign-in-once";
import { PAGE_LIMIT } from "@/lib/constants";

test.describe.configure({ mode: "serial" });

type Messages = typeof import("@/messages/en.json");
const LANGS: Record<"en" | "es", Messages> = {
  en: JSON.parse(readFileSync("messages/en.json", "utf8")),
  es: JSON.parse(readFileSync("messages/es.json", "utf8")),
};

async function signIn(page: Page, lang: "en" | "es") {
  await signInOnce(page, "admin", "Admin123!");
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: lang, url }]);
}

const number = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

for (const lang of ["en", "es"] as const) {
  test(`${lang}: wait time shows for the store whose reviews say espera and demora`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const m = LANGS[lang];
    const t = m.reviewTopics;
    const waitTime = m.reviewTopics.names.WAIT_TIME;
    await signIn(page, lang);

    // A year, so every seeded store has reviews in the period.
    await page.goto("/apps/reviews/topics?days=365&topic=WAIT_TIME");
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await expect(
      page
        .getByRole("navigation", { name: m.reviews.tabs.label })
        .getByRole("link", { name: m.reviews.tabs.topics }),
    ).toHaveAttribute("aria-current", "page");
    const summary = page.getByRole("table", { name: t.summary.title });
    const waitRow = summary.locator('tr[data-topic="WAIT_TIME"]');
    await expect(waitRow.getByRole("link", { name: waitTime, exact: true })).toBeVisible();
    expect(number(await waitRow.locator("td").nth(1).textContent())).toBeGreaterThan(0);

    // The topic's stores, the most spoken of first: the first is a store whose reviews complain.
    const breakdown = page.getByRole("table", {
      name: t.breakdown.title.replace("{topic}", waitTime),
    });
    const first = breakdown.locator("tbody tr").first();
    const store = (await first.locator("td").first().textContent())!.trim();
    const count = number(await first.locator("td").nth(2).textContent());
    expect(count).toBeGreaterThanOrEqual(3);
    await expectAccessible(page);
    await keepScreenshot(page, `review-topics-${lang}`);

    // One click on the store's count: the inbox with those reviews, under the topic's chip.
    await first.locator("td").nth(2).getByRole("link").click();
    await expect(page).toHaveURL(/\/apps\/reviews\?.*topic=WAIT_TIME/);
    await expect(
      page.getByText(m.reviews.facets.topicChip.replace("{topics}", waitTime)),
    ).toBeVisible();
    const items = page.getByTestId("review-item");
    await expect(items.first()).toBeVisible();
    // Every review behind the count, a page of them at most.
    await expect(items).toHaveCount(Math.min(count, PAGE_LIMIT));
    await expect(items.first()).toContainText(store);
    const texts = (await items.allTextContents()).join("\n").toLowerCase();
    expect(texts).toMatch(/espera|demora/);
    await keepScreenshot(page, `review-topics-inbox-${lang}`);
  });
}

test("en: an admin adds a topic of its own, sees it listed and removes it", async ({ page }) => {
  test.setTimeout(60_000);
  const o = LANGS.en.reviewTopics.own;
  await signIn(page, "en");
  await page.goto("/apps/reviews/topics");
  const add = page.getByRole("button", { name: o.add });
  await expect(add).toBeEnabled();
  await add.click();
  const dialog = page.getByRole("dialog", { name: o.createTitle });
  // Nothing typed: the form says what is missing and sends nothing.
  await dialog.getByRole("button", { name: o.save }).click();
  await expect(dialog.getByText(LANGS.en.reviewTopics.validation.keywordRequired)).toBeVisible();
  await dialog.getByRole("textbox", { name: o.nameEs }).fill("Caja rápida");
  await dialog.getByRole("textbox", { name: o.nameEn }).fill("Express till");
  await dialog.getByRole("textbox", { name: o.keywordsEs }).fill("caja, cajero");
  await dialog.getByRole("textbox", { name: o.keywordsEn }).fill("till, checkout");
  await expectAccessible(page, "topics: topic dialog");
  await keepScreenshot(page, "review-topics-dialog-en");
  await dialog.getByRole("button", { name: o.save }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const item = page.getByRole("listitem").filter({ hasText: "Express till" });
  await expect(item).toContainText("caja, cajero");
  await item.getByRole("button", { name: `${o.delete}: Express till` }).click();
  await page
    .getByRole("dialog", { name: o.deleteTitle })
    .getByRole("button", { name: o.delete })
    .click();
  await expect(page.getByRole("listitem").filter({ hasText: "Express till" })).toHaveCount(0);
});

test("375 px: the topics view fits a phone and passes axe", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, "es");
  await page.goto("/apps/reviews/topics?days=365&topic=WAIT_TIME");
  await expect(
    page.getByRole("heading", { level: 1, name: LANGS.es.reviewTopics.title }),
  ).toBeVisible();
  // The trend's chart loads as it comes near the screen.
  const trendTitle = LANGS.es.reviewTopics.trend.title.replace(
    "{topic}",
    LANGS.es.reviewTopics.names.WAIT_TIME,
  );
  await page.getByRole("heading", { name: trendTitle }).scrollIntoViewIfNeeded();
  await expect(page.locator(".recharts-surface").first()).toBeVisible({ timeout: 15_000 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await keepScreenshot(page, "review-topics-375");
});
