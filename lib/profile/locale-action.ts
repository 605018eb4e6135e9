"use server";

import { cookies } from "next/headers";
import { getCurrentUser } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { LOCALE_COOKIE, LOCALE_COOKIE_OPTIONS, isLocale } from "@/lib/i18n/config";
import { saveProfileLanguage } from "./service";

export type SetLocaleResult = { ok: true } | { ok: false; error: "INVALID_LOCALE" };

// The profile's language is applied by the next sign-in. Input comes from the browser, so anything
// but a known locale is refused.
export async function setLocale(locale: unknown): Promise<SetLocaleResult> {
  if (!isLocale(locale)) return { ok: false, error: "INVALID_LOCALE" };
  const store = await cookies();
  store.set(LOCALE_COOKIE, locale, LOCALE_COOKIE_OPTIONS);
  const user = await getCurrentUser();
  if (user?.tenantId) {
    await saveProfileLanguage(await getDb(), { userId: user.id, tenantId: user.tenantId }, locale);
  }
  return { ok: true };
}
