// Regression (issue 22): the language stored in a user's profile was not applied at sign-in (the
// interface kept the browser's). Both ways in set it: the login form's server action and Auth.js's
// route handlers; the language menu keeps a signed-in user's choice in the profile for next time.
// First: it sets AUTH_SECRET, which Auth.js reads when lib/auth is first imported.
import { PASSWORDS, withAuthDatabase } from "./auth-fixtures";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { signInWithCredentials } from "@/app/login/actions";
import { SESSION_COOKIE_NAME } from "@/lib/auth/config";
import { users } from "@/lib/db/schema";
import { setLocale } from "@/lib/profile/locale-action";
import { LOCALE_COOKIE } from "@/lib/i18n/config";
import { credentialsSignIn, Jar } from "@/tests/integration/helpers/auth-browser";

/** The request a server action runs in (next/headers), and the cookies it sets on its answer. */
const next = vi.hoisted(() => ({
  headers: new Headers(),
  set: new Map<string, string>(),
}));
vi.mock("next/headers", () => ({
  headers: async () => next.headers,
  cookies: async () => ({
    set: (name: string, value: string) => next.set.set(name, value),
    get: () => undefined,
    delete: (name: string) => next.set.delete(name),
  }),
}));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect to ${to}`);
  },
}));

/** A Spanish browser at the login page, with `cookie` as its cookies. */
function browserRequest(cookie = "") {
  next.headers = new Headers({
    host: "localhost:3000",
    "accept-language": "es-AR,es;q=0.9",
    "x-forwarded-for": "198.51.100.9",
    ...(cookie ? { cookie } : {}),
  });
  next.set.clear();
}

const auth = withAuthDatabase();

const storeLanguage = (userId: string, language: string | null) =>
  auth.db.update(users).set({ language }).where(eq(users.id, userId));

beforeEach(async () => {
  await storeLanguage(auth.fixture.users.adminAcme, "en");
  await storeLanguage(auth.fixture.users.reviewsAcme, null);
});

describe("signing in applies the profile's language", () => {
  it("through the login form: a Spanish browser gets the stored English", async () => {
    browserRequest();
    expect(await signInWithCredentials({ user: "admin", password: PASSWORDS.admin })).toEqual({
      code: "OK",
    });
    expect(next.set.get(SESSION_COOKIE_NAME)).toBeTruthy();
    expect(next.set.get(LOCALE_COOKIE)).toBe("en");
  });

  it("through the login form: a user who never chose one keeps the browser's (no cookie)", async () => {
    browserRequest();
    expect(await signInWithCredentials({ user: "reviews", password: PASSWORDS.reviews })).toEqual({
      code: "OK",
    });
    expect(next.set.get(SESSION_COOKIE_NAME)).toBeTruthy();
    expect(next.set.has(LOCALE_COOKIE)).toBe(false);
  });

  it("not for a refused sign-in", async () => {
    browserRequest();
    expect(await signInWithCredentials({ user: "admin", password: "wrong" })).toEqual({
      code: "WRONG_CREDENTIALS",
    });
    expect(next.set.size).toBe(0);
  });

  it("through Auth.js's callback route", async () => {
    const jar = new Jar();
    const response = await credentialsSignIn(jar, "admin", PASSWORDS.admin, {
      "accept-language": "es",
    });
    expect(response.status).toBe(302);
    expect(jar.get(LOCALE_COOKIE)).toBe("en");
    const line = response.headers.getSetCookie().find((c) => c.startsWith(`${LOCALE_COOKIE}=`));
    expect(line).toMatch(/Path=\/; Max-Age=31536000; SameSite=lax/);
  });
});

describe("the language menu", () => {
  it("keeps a signed-in user's choice in the profile, so the next sign-in opens in it", async () => {
    const jar = new Jar();
    await credentialsSignIn(jar, "admin", PASSWORDS.admin);
    browserRequest(`${SESSION_COOKIE_NAME}=${jar.get(SESSION_COOKIE_NAME)}`);
    expect(await setLocale("es")).toEqual({ ok: true });
    expect(next.set.get(LOCALE_COOKIE)).toBe("es");
    const [row] = await auth.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, auth.fixture.users.adminAcme));
    expect(row.language).toBe("es");
  });

  it("only sets the cookie for a visitor, and refuses an unknown language", async () => {
    browserRequest();
    expect(await setLocale("en")).toEqual({ ok: true });
    expect(next.set.get(LOCALE_COOKIE)).toBe("en");
    expect(await setLocale("fr")).toEqual({ ok: false, error: "INVALID_LOCALE" });
  });
});
