// Shared pieces of the onboarding journeys: the leads, the browser set-up, sign-in and phone checks.
import { expect, type Browser, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json" with { type: "json" };
import es from "@/messages/es.json" with { type: "json" };

export type Lang = "en" | "es";
export type Lead = { email: string; sub: string; account: string };
export const M = { en, es } as const;
export const BROWSER_LOCALE: Record<Lang, string> = { en: "en-US", es: "es-AR" };
export const LEADS = {
  desktopEn: { email: "new.lead@trial.example", sub: "sim-lead-new", account: "2001" },
  phone: { email: "movil.lead@trial.example", sub: "sim-lead-movil", account: "2010" },
} satisfies Record<string, Lead>;
export const PHONE = { width: 375, height: 812 };
export const SHOTS = "test-results/onboarding-375";

/** An ICU message with plain `{name}` arguments filled in. */
export const msg = (template: string, values: Record<string, string | number> = {}) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

/** ALPHANUMERIC_ERROR as a name field shows it: the company's wording allows digits. */
export const nameCharsError = (lang: Lang, field: "firstName" | "lastName" | "business") =>
  createTranslator({ locale: lang, messages: M[lang], namespace: "onboarding.validation" })(
    "ALPHANUMERIC_ERROR",
    { field },
  );

export async function openContext(browser: Browser, lang: Lang, phone: boolean) {
  const context = await browser.newContext({
    locale: BROWSER_LOCALE[lang],
    ...(phone ? { viewport: PHONE, isMobile: true, hasTouch: true } : {}),
  });
  return context.newPage();
}

/** /login → the free-trial (or maps-account) button → the identity on the consent screen. */
export async function signIn(page: Page, lang: Lang, lead: Lead, via: "freeTrial" | "maps") {
  const t = M[lang];
  await page.goto("/login");
  await page.getByRole("button", { name: t.auth.welcome[via] }).click();
  await expect(page.getByRole("heading", { name: t.mapsSim.title })).toBeVisible();
  await page
    .getByRole("button", { name: new RegExp(`<${lead.email.replace(/\./g, "\\.")}>`) })
    .click();
  await expect(page).not.toHaveURL(/\/login$|\/api\/maps-sim\//);
}

/** On a phone: a screenshot to look at, and no sideways scrolling (unless `fits` is false). */
export async function shoot(page: Page, phone: boolean, name: string, fits = true) {
  if (!phone) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  if (fits)
    expect(await pageWidth(page), `${name} fits ${PHONE.width} px`).toBeLessThanOrEqual(
      PHONE.width,
    );
}

export const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
