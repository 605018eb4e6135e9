import { expect, test, type Browser, type Page } from "@playwright/test";
import { INSIGHTS_DELAY_MS } from "@/lib/constants";
import { formatNumber } from "@/lib/format/number";
import { estimatedIncome, formatIncome } from "@/lib/insights/income";
import { comparisonRanges, metricsImportRange } from "@/lib/insights/period";
import { onboardingStep } from "@/lib/onboarding/steps";
import { expectAccessible } from "./axe";
import {
  chooseOption,
  graphql,
  simulatorAccessToken,
  simulatorHomeNumbers,
  toasts,
  type SimulatorHomeNumbers,
} from "./helpers";
import {
  type Lang,
  type Lead,
  M,
  LEADS,
  PHONE,
  msg,
  nameCharsError,
  openContext,
  signIn,
  shoot,
  pageWidth,
} from "./onboarding-kit";

// Spec §2/§4/§5: a never-seen maps identity starts the free trial, fills step 0 (every validation
// message), picks and verifies stores, waits out the countdown, sees its insights and the income
// estimator, and lands on a home page whose numbers are the simulator's own for the chosen stores.
// Each identity can run the journey once per fresh seed: afterwards it is a lead at step user.
// The journey runs in English on a desktop and in Spanish at 375 px: a third run, in Spanish on
// a desktop, repeated the same steps and texts (the accessibility sweep opens every page in both).

/** Step 0 of /register-user, every validation message on the way, then Next. */
async function fillUserInfo(page: Page, lang: Lang, lead: Lead, phone: boolean) {
  const t = M[lang].onboarding;
  const v = t.validation;
  const lengthError = msg(v.LENGTH_ERROR, { min: 2, max: 20 });
  await expect(page.getByText(t.info.title, { exact: true })).toBeVisible();
  await expect(page.getByText(msg(t.stepOf, onboardingStep("info")))).toBeVisible();
  await expect(page.getByLabel(t.info.email, { exact: true })).toHaveValue(lead.email);
  await expect(page.getByLabel(t.info.email, { exact: true })).toHaveAttribute("readonly", "");

  const name = page.getByLabel(t.info.firstName, { exact: true });
  const last = page.getByLabel(t.info.lastName, { exact: true });
  const company = page.getByLabel(t.info.business, { exact: true });
  const phoneInput = page.getByLabel(t.info.phone, { exact: true });
  const next = page.getByRole("button", { name: t.info.next, exact: true });

  // Checked on blur, cleared on focus. Retried while the page is still hydrating.
  await page.waitForLoadState("networkidle");
  await expect(async () => {
    await name.fill("J");
    await name.blur();
    await expect(name).toHaveAccessibleDescription(lengthError, { timeout: 1_000 });
  }).toPass();
  await name.focus();
  await expect(name).not.toHaveAccessibleDescription(lengthError);
  await name.fill("Jo$é");
  await name.blur();
  await expect(name).toHaveAccessibleDescription(nameCharsError(lang, "firstName"));
  await name.fill("");
  await name.blur();
  await expect(name).toHaveAccessibleDescription(v.REQUIRED);
  await name.fill("José María");
  await name.blur();
  await expect(name).toHaveAccessibleDescription("");

  await last.fill("P");
  await last.blur();
  await expect(last).toHaveAccessibleDescription(lengthError);
  await last.fill("Muñoz 2");
  await last.blur();
  await expect(last).toHaveAccessibleDescription(nameCharsError(lang, "lastName"));
  await last.fill("Muñoz Paz");
  await last.blur();
  await expect(last).toHaveAccessibleDescription("");
  // Text past 20 characters is kept as typed and refused with the limit named, never cut.
  await company.fill("x".repeat(25));
  await company.blur();
  await expect(company).toHaveValue("x".repeat(25));
  await expect(company).toHaveAccessibleDescription(lengthError);
  await company.fill("A");
  await company.blur();
  await expect(company).toHaveAccessibleDescription(lengthError);
  await company.fill("Café & Co");
  await company.blur();
  await expect(company).toHaveAccessibleDescription(nameCharsError(lang, "business"));
  await company.focus();
  await expect(company).toHaveAccessibleDescription("");
  await company.fill("Café Central 2");
  await company.blur();
  await shoot(page, phone, `${lang}-1-step0-errors`);

  // The phone is checked for the chosen country: an Argentine mobile, then Spain.
  await expect(page.getByRole("combobox", { name: t.info.country })).toContainText(
    new Intl.DisplayNames([lang], { type: "region" }).of("AR")!,
  );
  await phoneInput.fill("12345");
  await phoneInput.blur();
  await expect(phoneInput).toHaveAccessibleDescription(v.PHONE_ERROR);
  await phoneInput.focus();
  await expect(phoneInput).toHaveAccessibleDescription("");
  await phoneInput.fill("11 5555-0100");
  await phoneInput.blur();
  await expect(phoneInput).toHaveAccessibleDescription("");
  await chooseOption(
    page,
    page.getByRole("combobox", { name: t.info.country }),
    new Intl.DisplayNames([lang], { type: "region" }).of("ES")!,
  );
  await expect(phoneInput).toHaveAccessibleDescription(v.PHONE_ERROR);
  await phoneInput.fill("612 34 56 78");
  await phoneInput.blur();
  await expect(phoneInput).toHaveAccessibleDescription("");

  const stores = page.getByRole("slider", { name: t.info.stores });
  await stores.focus();
  for (let i = 0; i < 4; i++) await stores.press("ArrowRight");
  await expect(stores).toHaveAttribute("aria-valuenow", "5");

  // Everything holds but the terms: Next stays disabled until they are ticked.
  await expect(next).toBeDisabled();
  await page.getByRole("checkbox", { name: t.info.terms }).click();
  await expect(next).toBeEnabled();
  await page.getByRole("checkbox", { name: t.info.terms }).click();
  await expect(next).toBeDisabled();
  await page.getByRole("checkbox", { name: t.info.terms }).click();
  await shoot(page, phone, `${lang}-2-step0-ready`);
  await next.click();
  await expect(page.getByText(t.locations.title, { exact: true })).toBeVisible();
  // The stores step is not a page of its own, so the accessibility sweep does not reach it.
  await expectAccessible(page);
}

type Store = { googleId: string; account: string; locationName: string };
type PickerRow = { id: string; locationName: string; selectability: string };

/** Step 1: disabled rows explain themselves, an unverified one verifies, 1–10 are chosen. */
async function chooseStores(page: Page, lang: Lang, lead: Lead, phone: boolean): Promise<Store[]> {
  const t = M[lang].onboarding.locations;
  const counter = (count: number) => page.getByLabel(msg(t.counterLabel, { count, max: 10 }));
  await expect(counter(0)).toHaveText("0/10");
  const { onBoardingLocations: list } = await graphql<{ onBoardingLocations: PickerRow[] }>(
    page,
    "{ onBoardingLocations { id locationName selectability } }",
  );
  const rows = page.getByRole("checkbox");
  await expect(rows).toHaveCount(list.length);
  await shoot(page, phone, `${lang}-3-step1`);

  const disabled = list.findIndex((l) => !["SELECTABLE", "UNVERIFIED"].includes(l.selectability));
  expect(disabled, "the account has a store that cannot be added").toBeGreaterThanOrEqual(0);
  const blocked = rows.nth(disabled);
  await expect(blocked).toHaveAttribute("aria-disabled", "true");
  await blocked.hover();
  await expect(page.getByRole("tooltip")).toContainText(t.ADD_LOCATION_DISABLED);
  await blocked.click({ force: true });
  await expect(blocked).toHaveAttribute("aria-checked", "false");
  await expect(counter(0)).toBeVisible();

  // The verify call is held back a moment so its spinner can be seen.
  await page.route("**/api/graphql", async (route) => {
    if ((route.request().postData() ?? "").includes("verifiedLocation"))
      await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  const chosen: number[] = [];
  const unverified = list.findIndex((l) => l.selectability === "UNVERIFIED");
  expect(unverified, "the account has a never-verified store").toBeGreaterThanOrEqual(0);
  const verifying = rows.nth(unverified);
  await verifying.click();
  await expect(verifying).toHaveAttribute("aria-busy", "true");
  await expect(page.getByText(t.verifying).filter({ visible: true })).toBeVisible();
  await expect(verifying).toHaveAttribute("aria-busy", "false");
  const outcome = await verifying.getAttribute("data-selectability");
  expect(["SELECTABLE", "VERIFICATION_PENDING", "VERIFICATION_FAILED"]).toContain(outcome);
  if (outcome === "SELECTABLE") {
    await expect(verifying).toHaveAttribute("aria-checked", "true");
    chosen.push(unverified);
  } else {
    await expect(verifying).toHaveAttribute("aria-checked", "false");
    await expect(
      toasts(page).filter({
        hasText: outcome === "VERIFICATION_FAILED" ? t.verifyFailed : t.verifyPending,
      }),
    ).toBeVisible();
  }
  await page.unroute("**/api/graphql");

  const selectable = list.flatMap((l, i) => (l.selectability === "SELECTABLE" ? [i] : []));
  for (const index of selectable.slice(0, 4)) {
    await rows.nth(index).click();
    await expect(rows.nth(index)).toHaveAttribute("aria-checked", "true");
    chosen.push(index);
    await expect(counter(chosen.length)).toHaveText(`${chosen.length}/10`);
  }
  // Unticking frees a place.
  const last = chosen.pop()!;
  await rows.nth(last).click();
  await expect(rows.nth(last)).toHaveAttribute("aria-checked", "false");
  await expect(counter(chosen.length)).toBeVisible();
  await shoot(page, phone, `${lang}-4-step1-chosen`);
  return chosen.map((i) => ({
    googleId: list[i]!.id,
    account: lead.account,
    locationName: list[i]!.locationName,
  }));
}

/** The Save, the imports and the countdown, until /insight-user opens. */
async function waitForInsights(page: Page, lang: Lang, phone: boolean) {
  const t = M[lang].onboarding;
  await page.getByRole("button", { name: t.locations.next, exact: true }).click();
  await expect(page.getByRole("progressbar", { name: t.progress.title })).toBeVisible();
  const countdown = page.getByText(new RegExp(msg(t.progress.countdown, { seconds: "(\\d+)" })));
  await expect(countdown).toBeVisible({ timeout: 30_000 });
  const secondsLeft = async () => Number(/(\d+)/.exec((await countdown.textContent()) ?? "")![1]);
  const first = await secondsLeft();
  expect(first).toBeLessThanOrEqual(15);
  await shoot(page, phone, `${lang}-5-countdown`);
  await expect.poll(secondsLeft, { timeout: 5_000 }).toBeLessThan(first);
  const progress = Number(await page.getByRole("progressbar").getAttribute("aria-valuenow"));
  expect(progress).toBeGreaterThanOrEqual(33);
  // Seen counting down, the rest of the wait is skipped: the page's clock jumps to its end.
  await page.clock.fastForward(INSIGHTS_DELAY_MS);
  await expect(page).toHaveURL(/\/insight-user$/, { timeout: 30_000 });
}

/** /insight-user step 0 and the estimator; then "Go to my home". */
async function checkInsights(
  page: Page,
  lang: Lang,
  expected: SimulatorHomeNumbers,
  traffic: number,
  phone: boolean,
) {
  const t = M[lang].insights;
  const number = (value: number, digits?: number) => formatNumber(value, lang, digits);
  await expect(page.getByText(t.preview.title, { exact: true })).toBeVisible();
  await expect(page.getByTestId("insights-rating")).toHaveText(
    expected.reviews.rating === null ? "–" : number(expected.reviews.rating, 1),
  );
  const tile = (label: string) =>
    page.getByText(label, { exact: true }).locator("xpath=following-sibling::span[1]");
  await expect(tile(t.preview.reviewsTotal)).toHaveText(number(expected.reviews.total));
  await expect(tile(t.preview.reviewsAnswered)).toHaveText(number(expected.reviews.answered));
  await expectTopStores(page, lang, expected);
  await shoot(page, phone, `${lang}-6-insights`);

  await page.getByRole("button", { name: t.preview.next, exact: true }).click();
  await expect(page.getByText(t.estimator.title, { exact: true })).toBeVisible();
  await expect(
    page.getByText(msg(M[lang].onboarding.stepOf, onboardingStep("estimator"))),
  ).toBeVisible();
  const income = page.getByTestId("estimate-income");
  await expect(income).toHaveText(formatIncome(estimatedIncome(10, traffic, 1), lang));
  const conversion = page.getByRole("slider", { name: t.estimator.conversion });
  await conversion.focus();
  for (let i = 0; i < 4; i++) await conversion.press("ArrowRight");
  await expect(page.getByTestId("conversion-value")).toHaveText(
    msg(t.estimator.conversionValue, { value: 5 }),
  );
  await expect(income).toHaveText(formatIncome(estimatedIncome(10, traffic, 5), lang));
  await expect(page.getByRole("figure", { name: t.estimator.chartLabel })).toBeVisible();
  await shoot(page, phone, `${lang}-7-estimator`);
  await page.getByRole("button", { name: t.estimator.finish }).click();
  await expect(page).toHaveURL(/\/apps\/home$/);
}

/** The top stores list (insights preview and the home card): names and the three counts, in order. */
async function expectTopStores(page: Page, lang: Lang, expected: SimulatorHomeNumbers) {
  const items = page.getByRole("listitem").filter({ has: page.locator("dd[data-metric]") });
  await expect(items).toHaveCount(expected.top.length);
  for (const [i, store] of expected.top.entries()) {
    const item = items.nth(i);
    await expect(item).toContainText(store.locationName);
    await expect(item.locator("dd[data-metric=directions]")).toHaveText(
      formatNumber(store.indications, lang),
    );
    await expect(item.locator("dd[data-metric=phone]")).toHaveText(formatNumber(store.phone, lang));
    await expect(item.locator("dd[data-metric=web]")).toHaveText(formatNumber(store.web, lang));
  }
}

async function checkHome(page: Page, lang: Lang, expected: SimulatorHomeNumbers, phone: boolean) {
  const t = M[lang].home;
  const { rating, total, answered } = expected.reviews;
  await expect(page.getByText(t.top.title, { exact: true })).toBeVisible();
  if (rating === null) await expect(page.getByText(t.reputation.noRating)).toBeVisible();
  else await expect(page.getByTestId("home-rating")).toHaveText(formatNumber(rating, lang, 1));
  if (total > 0)
    await expect(
      page.getByText(
        msg(t.reputation.answered, {
          percent: Math.round((answered / total) * 100),
          total: formatNumber(total, lang),
        }),
      ),
    ).toBeVisible();
  await expectTopStores(page, lang, expected);
  // The home's width at 375 px is checked on its own below (the shell header overflows).
  await shoot(page, phone, `${lang}-8-home`, false);
}

/** The simulator's numbers for the chosen stores, over the periods the home describes today. */
async function expectedNumbers(page: Page, baseURL: string, lead: Lead, stores: Store[]) {
  const now = new Date();
  const { current } = comparisonRanges(metricsImportRange(now));
  const reviewsSince = new Date(now);
  reviewsSince.setUTCMonth(reviewsSince.getUTCMonth() - 1);
  const token = await simulatorAccessToken(page.request, baseURL, lead.sub);
  return simulatorHomeNumbers(page.request, token, stores, { current, reviewsSince });
}

async function journey(browser: Browser, baseURL: string, lang: Lang, lead: Lead, phone: boolean) {
  const first = await openContext(browser, lang, phone);
  await signIn(first, lang, lead, "freeTrial");
  await expect(first).toHaveURL(/\/register-user$/);
  await fillUserInfo(first, lang, lead, phone);
  await first.context().close();

  // A second sign-in resumes at the saved step: the stores.
  const page = await openContext(browser, lang, phone);
  // The page's clock runs as usual, but lets the journey skip the rest of the insights countdown.
  await page.clock.install();
  await signIn(page, lang, lead, "freeTrial");
  await expect(page).toHaveURL(/\/register-user$/);
  await expect(page.getByText(M[lang].onboarding.locations.title, { exact: true })).toBeVisible();
  await expect(
    page.getByText(msg(M[lang].onboarding.stepOf, onboardingStep("locations"))),
  ).toBeVisible();
  const stores = await chooseStores(page, lang, lead, phone);
  await waitForInsights(page, lang, phone);

  // Browser back leaves /insight-user for /login, signed out; signing in again resumes there.
  await expect(page.getByText(M[lang].insights.preview.title, { exact: true })).toBeVisible();
  // The steps go on after the import: 3 of 4, not "1 of 2" again.
  await expect(
    page.getByText(msg(M[lang].onboarding.stepOf, onboardingStep("insights"))),
  ).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, lang, lead, "maps");
  await expect(page).toHaveURL(/\/insight-user$/);
  const expected = await expectedNumbers(page, baseURL, lead, stores);
  expect(expected.reviews.total, "the chosen stores have recent reviews").toBeGreaterThan(0);
  const { indications, phone: calls, web } = expected.actions;
  const traffic = 0.8 * indications + 0.4 * calls + 0.1 * web;
  await checkInsights(page, lang, expected, traffic, phone);
  await checkHome(page, lang, expected, phone);
  await page.context().close();

  // Once onboarded, signing in with the maps account goes straight home.
  const again = await openContext(browser, lang, phone);
  await signIn(again, lang, lead, "maps");
  await expect(again).toHaveURL(/\/apps\/home$/);
  await again.context().close();
}

test.describe("trial-lead onboarding", () => {
  test.setTimeout(180_000);

  test("in English on a desktop: from the free trial to a home of the chosen stores", async ({
    browser,
    baseURL,
  }) => {
    await journey(browser, baseURL!, "en", LEADS.desktopEn, false);
  });

  // Spanish is proven on the phone: the same steps, the longer texts, the narrower screen.
  test("in Spanish at 375 px: the same journey fits a phone", async ({ browser, baseURL }) => {
    await journey(browser, baseURL!, "es", LEADS.phone, true);
  });

  test("at 375 px the home page of a trial lead has no sideways scrolling", async ({ browser }) => {
    const page = await openContext(browser, "es", true);
    await signIn(
      page,
      "es",
      { email: "lead.user@trial.example", sub: "sim-lead-user", account: "2005" },
      "maps",
    );
    await expect(page).toHaveURL(/\/apps\/home$/);
    await expect(page.getByRole("button", { name: /Espacio de trabajo/ })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });
});
