// One sign-in per user for a spec file: its first test signs in through the form (the form itself
// is proven by auth.spec.ts), the next ones start with the cookies of that session.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { signInWithCredentials } from "./helpers";

type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;
const sessions = new Map<string, Cookies>();

/**
 * Signs `user` in: through the form (in the page's language, `locale`) the first time in this spec
 * file, with the cookies of that session after.
 */
export async function signInOnce(
  page: Page,
  user: string,
  password: string,
  locale: "en" | "es" = "en",
) {
  const key = `${test.info().file}:${user}`;
  const saved = sessions.get(key);
  if (saved) return page.context().addCookies(saved);
  await signInWithCredentials(page, user, password, locale);
  // The first sign-in of a fresh server may take a while to land.
  await expect(page).toHaveURL(/\/apps\/home$/, { timeout: 30_000 });
  // The interface's language is each test's own choice.
  const cookies = await page.context().cookies();
  sessions.set(
    key,
    cookies.filter((cookie) => cookie.name !== "NEXT_LOCALE"),
  );
}
