import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { getDb } from "@/lib/db/client";
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_OPTIONS, type Locale } from "@/lib/i18n/config";
import { getProfileLanguage } from "@/lib/profile/queries";

/**
 * The language a user chose in their profile, applied when they sign in: Auth.js's signIn event
 * notes it (noteSignedIn) inside the scope of the request that signs in (the login form's server
 * action, or the maps callback's route handler), which then sets the locale cookie.
 */
const scope = new AsyncLocalStorage<{ locale: Locale | null }>();

/** Runs a sign-in and answers the profile language of whoever it signed in, if they chose one. */
export async function withSignInLocale<T>(
  run: () => Promise<T>,
): Promise<{ result: T; locale: Locale | null }> {
  const slot: { locale: Locale | null } = { locale: null };
  const result = await scope.run(slot, run);
  return { result, locale: slot.locale };
}

/** Called by the signIn event: reads the user's stored language for the surrounding scope. */
export async function noteSignedIn(userId: string): Promise<void> {
  const slot = scope.getStore();
  if (!slot) return;
  const language = await getProfileLanguage(await getDb(), userId);
  slot.locale = isLocale(language) ? language : null;
}

/** The Set-Cookie line of the locale cookie, for a response built outside next/headers. */
export function localeSetCookie(locale: Locale): string {
  const { maxAge, path, sameSite, secure } = LOCALE_COOKIE_OPTIONS;
  return `${LOCALE_COOKIE}=${locale}; Path=${path}; Max-Age=${maxAge}; SameSite=${sameSite}${secure ? "; Secure" : ""}`;
}
