"use server";

import { cookies } from "next/headers";
import { LOCALE_COOKIE, isLocale } from "./config";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export type SetLocaleResult = { ok: true } | { ok: false; error: "INVALID_LOCALE" };

/**
 * Persists the chosen interface language in the NEXT_LOCALE cookie (read first by lib/i18n/request.ts
 * and the middleware). Input comes from the browser, so anything but a known locale is refused.
 */
export async function setLocale(locale: unknown): Promise<SetLocaleResult> {
  if (!isLocale(locale)) return { ok: false, error: "INVALID_LOCALE" };
  const store = await cookies();
  store.set(LOCALE_COOKIE, locale, {
    maxAge: ONE_YEAR_SECONDS,
    path: "/",
    sameSite: "lax",
    secure: process.env.NODE_ENV === "production",
  });
  return { ok: true };
}
