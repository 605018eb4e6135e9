import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { LOCALE_COOKIE, localeMeta } from "@/lib/i18n/config";
import { graphql, signInWithCredentials, toasts } from "./helpers";
import { BROWSER_LOCALE, M, nameCharsError, type Lang } from "./onboarding-kit";

// Points 3, 4 and 6 of the "First use" report, in English and in Spanish: saving the profile
// switched the interface to Spanish; a disabled organisation's user was told the master account
// had not finished its onboarding; real names ("Li", "Jean-Pierre", "O'Brien", "Acme S.A.",
// "Nora's Bakery") were refused by onboarding while the settings took any company name.

const LANGS: Lang[] = ["en", "es"];
const other = (lang: Lang): Lang => (lang === "en" ? "es" : "en");

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
type Names = { firstName: string; lastName: string; business: string };

const PROFILE = `
  query FirstUseProfile {
    profile {
      firstName
      lastName
      phone
      position
      business
      picture
      language
    }
  }
`;
type Profile = Names & {
  phone: string | null;
  position: string | null;
  business: string | null;
  picture: string | null;
  language: string | null;
};

async function readProfile(page: Page): Promise<Profile> {
  return (await graphql<{ profile: Profile }>(page, PROFILE)).profile;
}

async function writeProfile(page: Page, profile: Profile) {
  await graphql(
    page,
    `
      mutation FirstUseSave($input: ProfileInput!) {
        updateProfile(input: $input) {
          _id
        }
      }
    `,
    { input: profile },
  );
}

/** Signs in once as the master account (whom no other spec edits) for every test of a block. */
async function masterSession(browser: Browser): Promise<StorageState> {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  await signInWithCredentials(page, "master", "Master123!");
  await expect(page).toHaveURL(/\/apps\/home$/);
  const state = await context.storageState();
  await context.close();
  // The session only: each test's browser language picks the interface's, as for a new visitor.
  return { ...state, cookies: state.cookies.filter((c) => c.name !== LOCALE_COOKIE) };
}

async function openAs(browser: Browser, lang: Lang, storageState?: StorageState) {
  const context = await browser.newContext({ locale: BROWSER_LOCALE[lang], storageState });
  return context.newPage();
}

test.describe("point 3: saving the profile keeps the interface's language", () => {
  let session: StorageState;
  let seeded: Profile;

  test.beforeAll(async ({ browser }) => {
    session = await masterSession(browser);
    const page = await openAs(browser, "en", session);
    seeded = await readProfile(page);
    await page.context().close();
  });

  test.afterAll(async ({ browser }) => {
    const page = await openAs(browser, "en", session);
    // A language nobody chose cannot be written back; English is what the other specs read in.
    await writeProfile(page, { ...seeded, language: seeded.language ?? "en" });
    await page.context().close();
  });

  for (const lang of LANGS) {
    test(`${lang}: the form shows the language in use; saving keeps it, choosing another switches`, async ({
      browser,
    }) => {
      const page = await openAs(browser, lang, session);
      const t = M[lang].profile;
      await page.goto("/apps/setting");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      // The stored language is the other one, as the seed leaves an English reader's profile.
      await writeProfile(page, { ...(await readProfile(page)), language: other(lang) });
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const language = page.getByRole("combobox", { name: t.fields.language });
      await expect(language).toHaveText(localeMeta[lang].title);
      await page.getByRole("button", { name: t.save, exact: true }).click();
      await expect(toasts(page).filter({ hasText: t.saved })).toBeVisible();
      await expect.poll(async () => (await readProfile(page)).language).toBe(lang);
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { name: t.setting.title })).toBeVisible();

      // Choosing the other language and saving switches the interface, and it stays switched.
      const next = other(lang);
      await language.click();
      await page.getByRole("option", { name: localeMeta[next].title }).click();
      await page.getByRole("button", { name: t.save, exact: true }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", next);
      await expect(
        page.getByRole("heading", { name: M[next].profile.setting.title }),
      ).toBeVisible();
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("lang", next);
      await expect(
        page.getByRole("combobox", { name: M[next].profile.fields.language }),
      ).toHaveText(localeMeta[next].title);
      await page.context().close();

      // Issue 22: the next sign-in opens in the profile's language, whatever the browser's.
      const again = await openAs(browser, lang);
      await signInWithCredentialsIn(again, lang, "master", "Master123!");
      await expect(again).toHaveURL(/\/apps\/home$/);
      await expect(again.locator("html")).toHaveAttribute("lang", next);
      await again.context().close();
    });
  }
});

/** The StorePlus credentials form of the welcome panel, in the page's language. */
async function signInWithCredentialsIn(page: Page, lang: Lang, user: string, password: string) {
  const t = M[lang].auth;
  await page.goto("/login");
  await page.getByRole("button", { name: t.welcome.credentials }).click();
  await page.getByLabel(t.form.user, { exact: true }).fill(user);
  await page.getByLabel(t.form.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: t.form.submit, exact: true }).click();
}

/** A maps-account button of the welcome panel, then an email typed on the simulator's screen. */
async function signInWithTypedEmail(
  page: Page,
  lang: Lang,
  via: "maps" | "freeTrial",
  email: string,
) {
  const t = M[lang];
  await page.goto("/login");
  await page.getByRole("button", { name: t.auth.welcome[via] }).click();
  await expect(page.getByRole("heading", { name: t.mapsSim.title })).toBeVisible();
  await page.getByLabel(t.mapsSim.emailLabel, { exact: true }).fill(email);
  await page.getByRole("button", { name: t.mapsSim.next, exact: true }).click();
}

test.describe("point 4: a disabled organisation's user is told so", () => {
  for (const lang of LANGS) {
    test(`${lang}: with StorePlus credentials or a maps account`, async ({ browser }) => {
      const page = await openAs(browser, lang);
      const messages = M[lang].noPermissions.messages;
      // The text up to the sales address, which comes from the server's configuration.
      const disabled = messages.TENANT_DISABLED.split("{email}")[0]!.trim();

      await signInWithCredentialsIn(page, lang, "disabled", "Disabled123!");
      await expect(page).toHaveURL(/\/no-permissions\?error=TENANT_DISABLED$/);
      await expect(page.getByText(disabled)).toBeVisible();
      await expect(page.getByText(messages.NO_MASTER_LOGGED_IN)).toHaveCount(0);

      // The same user through the maps service, and a colleague without a user yet.
      for (const email of ["user@initech.example", "new.colleague@initech.example"]) {
        await signInWithTypedEmail(page, lang, "maps", email);
        await expect(page).toHaveURL(/\/no-permissions\?error=TENANT_DISABLED$/);
        await expect(page.getByText(disabled)).toBeVisible();
      }
      await page.context().close();
    });
  }
});

test.describe("point 6: real names are accepted, by onboarding and by the settings alike", () => {
  const NAMES: Record<Lang, Names> = {
    en: { firstName: "Li", lastName: "O'Brien", business: "Acme S.A." },
    es: { firstName: "Jean-Pierre", lastName: "O'Brien", business: "Nora's Bakery" },
  };
  let session: StorageState;
  let seeded: Profile;

  test.beforeAll(async ({ browser }) => {
    session = await masterSession(browser);
    const page = await openAs(browser, "en", session);
    seeded = await readProfile(page);
    await page.context().close();
  });

  test.afterAll(async ({ browser }) => {
    const page = await openAs(browser, "en", session);
    // A language nobody chose cannot be written back; English is what the other specs read in.
    await writeProfile(page, { ...seeded, language: seeded.language ?? "en" });
    await page.context().close();
  });

  for (const lang of LANGS) {
    test(`${lang}: /register-user saves them`, async ({ browser }) => {
      const page = await openAs(browser, lang);
      const t = M[lang].onboarding;
      // A never-seen email on every run starts a new trial at step 0.
      const email = `first.use.${lang}.${Date.now().toString(36)}@trial.example`;
      await signInWithTypedEmail(page, lang, "freeTrial", email);
      await expect(page).toHaveURL(/\/register-user$/);
      await expect(page.getByText(t.info.title)).toBeVisible();
      await page.waitForLoadState("networkidle");

      const company = page.getByLabel(t.info.business, { exact: true });
      await company.fill("Nora & Co");
      await company.blur();
      await expect(company).toHaveAccessibleDescription(nameCharsError(lang, "business"));
      for (const [field, value] of Object.entries(NAMES[lang])) {
        const input = page.getByLabel(t.info[field as keyof Names], { exact: true });
        await input.fill(value);
        await input.blur();
        await expect(input, value).toHaveAccessibleDescription("");
      }
      await page.getByLabel(t.info.phone, { exact: true }).fill("11 5555-0100");
      await page.getByRole("checkbox", { name: t.info.terms }).click();
      await page.getByRole("button", { name: t.info.next, exact: true }).click();
      await expect.poll(() => readProfile(page)).toMatchObject(NAMES[lang]);
      await expect(toasts(page).filter({ hasText: t.errors.ERROR_UPDATING_USER })).toHaveCount(0);
      await page.context().close();
    });

    test(`${lang}: /apps/setting saves them, and refuses what onboarding refuses`, async ({
      browser,
    }) => {
      const page = await openAs(browser, lang, session);
      const t = M[lang].profile;
      const invalid = createTranslator({
        locale: lang,
        messages: M[lang],
        namespace: "profile.validation",
      })("ALPHANUMERIC_ERROR", { field: "business" });
      await page.goto("/apps/setting");
      const field = (name: keyof Names) => page.getByLabel(t.fields[name], { exact: true });
      await expect(field("firstName")).toBeEditable();
      const save = page.getByRole("button", { name: t.save, exact: true });

      await field("business").fill("Nora & Co");
      await save.click();
      await expect(field("business")).toHaveAccessibleDescription(invalid);

      for (const [name, value] of Object.entries(NAMES[lang]))
        await field(name as keyof Names).fill(value);
      await save.click();
      await expect(toasts(page).filter({ hasText: t.saved })).toBeVisible();
      for (const name of ["firstName", "lastName", "business"] as const)
        await expect(field(name)).toHaveAccessibleDescription("");
      await page.reload();
      for (const [name, value] of Object.entries(NAMES[lang]))
        await expect(field(name as keyof Names)).toHaveValue(value);
      await page.context().close();
    });
  }
});
