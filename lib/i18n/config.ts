// Edge-safe: imported by middleware.ts.
export const locales = ["es", "en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "es";
export const LOCALE_COOKIE = "NEXT_LOCALE";

// Holds only a language the user chose, never one guessed from Accept-Language: the guess is made
// again on each request, so a browser that changes its languages is followed.
export const LOCALE_COOKIE_OPTIONS = {
  maxAge: 365 * 24 * 60 * 60,
  path: "/",
  sameSite: "lax",
  secure: process.env.NODE_ENV === "production",
} as const;

/** Spec §1. */
export function detectLocale(acceptLanguage: string | null | undefined): Locale {
  const value = (acceptLanguage ?? "").toLowerCase();
  if (value.includes("es")) return "es";
  if (value.includes("en")) return "en";
  return defaultLocale;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

export function resolveLocale(
  cookieValue: string | undefined,
  acceptLanguage: string | null,
): Locale {
  return isLocale(cookieValue) ? cookieValue : detectLocale(acceptLanguage);
}

export const localeMeta: Record<
  Locale,
  { id: Locale; title: string; flag: string; dir: "ltr" | "rtl" }
> = {
  en: { id: "en", title: "English", flag: "us", dir: "ltr" },
  es: { id: "es", title: "Español", flag: "es", dir: "ltr" },
};
