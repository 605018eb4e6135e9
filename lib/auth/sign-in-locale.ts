import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { eq } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_OPTIONS, type Locale } from "@/lib/i18n/config";

// The signIn event notes the user's profile language inside the scope of the request that signs
// in, which then sets the locale cookie.
const scope = new AsyncLocalStorage<{ locale: Locale | null }>();

export async function withSignInLocale<T>(
  run: () => Promise<T>,
): Promise<{ result: T; locale: Locale | null }> {
  const slot: { locale: Locale | null } = { locale: null };
  const result = await scope.run(slot, run);
  return { result, locale: slot.locale };
}

/** The interface language the user chose (profile or language menu); null when never chosen. */
async function getProfileLanguage(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.language ?? null;
}

export async function noteSignedIn(userId: string): Promise<void> {
  const slot = scope.getStore();
  if (!slot) return;
  const language = await getProfileLanguage(await getDb(), userId);
  slot.locale = isLocale(language) ? language : null;
}

// For a response built outside next/headers.
export function localeSetCookie(locale: Locale): string {
  const { maxAge, path, sameSite, secure } = LOCALE_COOKIE_OPTIONS;
  return `${LOCALE_COOKIE}=${locale}; Path=${path}; Max-Age=${maxAge}; SameSite=${sameSite}${secure ? "; Secure" : ""}`;
}
