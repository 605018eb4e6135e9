// The review links' rules: where a link answers, its code, the window its scans are counted over,
// and which language a store's card speaks. Edge-safe (no server imports).
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/config";

/** The short public link a QR card encodes: app/api/r/[code] counts the scan and redirects. */
export const REVIEW_LINK_PATH = "/api/r";
/** The printable card of one store (spec §2 /gulf-qr, public). */
export const QR_PAGE_PATH = "/gulf-qr";
/** 12 random bytes: 16 base64url characters, too many to guess one store's link from another's. */
export const CODE_BYTES = 12;
export const CODE_PATTERN = /^[A-Za-z0-9_-]{16}$/;
/** Scans and new reviews are compared over this many days, today included. */
export const SCAN_WINDOW_DAYS = 30;
/** One PDF holds at most this many cards: a larger selection is printed in parts. */
export const MAX_CARDS_PER_PDF = 100;

export function reviewLinkUrl(origin: string, code: string): string {
  return `${origin}${REVIEW_LINK_PATH}/${code}`;
}

export function qrPageHref(locationId: string): string {
  return `${QR_PAGE_PATH}?id=${encodeURIComponent(locationId)}`;
}

/** The card speaks the store's language where the app has it ("es-MX" → es); else the default. */
export function cardLocale(languageCode: string | null | undefined): Locale {
  const base = (languageCode ?? "").toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : defaultLocale;
}
