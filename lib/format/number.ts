import type { Locale } from "@/lib/i18n/config";
import { numberFormat } from "./intl-cache";

const NUMBER_LOCALE: Record<Locale, string> = { en: "en-US", es: "es-AR" };

function oneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

// Spec §9: 1200 → "1.2k", 3400000 → "3.4m", one decimal at most.
export function formatCompact(n: number): string {
  if (!Number.isFinite(n)) return "";
  const sign = n < 0 ? "-" : "";
  const abs = Math.abs(n);
  // Thresholds account for rounding: 999,960 would read "1000k", so it is shown as "1m".
  if (abs >= 999_950) return `${sign}${oneDecimal(abs / 1_000_000)}m`;
  if (abs >= 999.95) return `${sign}${oneDecimal(abs / 1_000)}k`;
  const rounded = oneDecimal(abs);
  return rounded === "0" ? "0" : `${sign}${rounded}`;
}

// The one rule for every number the UI shows. Messages get numbers through it as text, never raw
// (`{total}` would print "8320").
export function formatNumber(n: number, locale: Locale, maximumFractionDigits = 2): string {
  if (!Number.isFinite(n)) return "";
  // 0 to 999 read the same in both locales, with no group or decimal: the shell's counts skip
  // Intl, whose first number format of a page loads the locale's data (17-27 ms of a page load).
  if (Number.isInteger(n) && n >= 0 && n < 1000) return String(n);
  return numberFormat(NUMBER_LOCALE[locale], {
    maximumFractionDigits,
    useGrouping: "always",
  }).format(n);
}

// A bare `#` in a plural message would follow Intl's Spanish grouping ("8320"), not the product's
// ("8.320"), so `n` carries the formatted number.
export function countValues(count: number, locale: Locale): { count: number; n: string } {
  return { count, n: formatNumber(count, locale) };
}

// Intl's symbol, so en reads "$1,234.50" and es "US$ 1.234,50"; an unknown code is shown as the
// code itself ("GBP 10.00").
export function formatCurrency(
  amount: number,
  code: string,
  locale: Locale,
  digits?: (abs: number) => string,
): string {
  if (!Number.isFinite(amount)) return "";
  const upper = code.trim().toUpperCase();
  let parts: Intl.NumberFormatPart[];
  try {
    parts = numberFormat(NUMBER_LOCALE[locale], {
      style: "currency",
      currency: upper,
      // No sign on an amount that rounds to zero ("-$0.00").
      signDisplay: "negative",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: "always",
    }).formatToParts(amount);
  } catch {
    // Not an ISO 4217 code.
    const value = numberFormat(NUMBER_LOCALE[locale], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: "always",
    }).format(Math.abs(amount));
    return `${amount < 0 ? "-" : ""}${upper} ${digits ? digits(Math.abs(amount)) : value}`;
  }
  if (!digits) return parts.map((part) => part.value).join("");
  const NUMBER_PARTS = new Set(["integer", "group", "decimal", "fraction"]);
  let written = false;
  return parts
    .map((part) => {
      if (!NUMBER_PARTS.has(part.type)) return part.value;
      if (written) return "";
      written = true;
      return digits(Math.abs(amount));
    })
    .join("");
}

export function currencySymbol(code: string, locale: Locale): string {
  const upper = code.trim().toUpperCase();
  try {
    const parts = numberFormat(NUMBER_LOCALE[locale], {
      style: "currency",
      currency: upper,
    }).formatToParts(0);
    return parts.find((part) => part.type === "currency")?.value ?? upper;
  } catch {
    return upper;
  }
}

const roundTo = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

// Two decimals where rounding to `digits` would show different values alike (ratings 3.62 and 3.57
// both read "3.6"). The page, the PDF and the CSV round by it.
export function visibleDigits(
  value: number,
  other: number | null | undefined,
  digits: number,
): number {
  if (other === null || other === undefined || !Number.isFinite(other)) return digits;
  if (!Number.isFinite(value) || value === other || digits >= 2) return digits;
  return roundTo(value, digits) === roundTo(other, digits) ? 2 : digits;
}

// Spec §5 writes its limits with 1 KB = 1024 bytes but 1 MB = 1,000,000 bytes.
export function formatBytes(bytes: number, locale: Locale): string {
  if (bytes >= 1_000_000) return `${formatNumber(bytes / 1_000_000, locale, 1)} MB`;
  return `${formatNumber(bytes / 1024, locale, 0)} KB`;
}
