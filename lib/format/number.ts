import { CURRENCY_SYMBOLS } from "@/lib/constants";
import type { Locale } from "@/lib/i18n/config";

const NUMBER_LOCALE: Record<Locale, string> = { en: "en-US", es: "es-AR" };

function oneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

/**
 * Spec §9: large numbers show as k or m (1200 → "1.2k", 3400000 → "3.4m"), one decimal at most.
 * Below 1000 the number is shown rounded to one decimal. Non-finite input gives "".
 */
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

/**
 * Plain number in the locale's separators (en 1,234.5; es 1.234,5): the one rule for every number
 * the UI shows. Messages get numbers through it as text, never raw (`{total}` would print "8320").
 */
export function formatNumber(n: number, locale: Locale, maximumFractionDigits = 2): string {
  if (!Number.isFinite(n)) return "";
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], {
    maximumFractionDigits,
    useGrouping: "always",
  }).format(n);
}

/**
 * Values for a counted message such as "{count, plural, one {…} other {{n} stores}}": `count` picks
 * the plural form, `n` shows it by formatNumber. A bare `#` would follow Intl's own grouping for
 * Spanish ("8320"), not the product's ("8.320").
 */
export function countValues(count: number, locale: Locale): { count: number; n: string } {
  return { count, n: formatNumber(count, locale) };
}

/**
 * Money with the product's symbols (spec §9: EUR €, USD U$, ARS $): "U$ 1,234.50" in English,
 * "U$ 1.234,50" in Spanish. An unknown code is shown as the code itself ("GBP 10.00").
 */
export function formatCurrency(amount: number, code: string, locale: Locale): string {
  if (!Number.isFinite(amount)) return "";
  const upper = code.trim().toUpperCase();
  const symbol = CURRENCY_SYMBOLS[upper] ?? upper;
  const value = new Intl.NumberFormat(NUMBER_LOCALE[locale], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: "always",
  }).format(Math.abs(amount));
  const sign = amount < 0 && Number(value.replace(/\D/g, "")) !== 0 ? "-" : "";
  return `${sign}${symbol} ${value}`;
}

/**
 * A file size as spec §5 writes its limits: 10240 bytes → "10 KB" (1 KB = 1024 bytes), 2800000 →
 * "2.8 MB" (1 MB = 1,000,000 bytes).
 */
export function formatBytes(bytes: number, locale: Locale): string {
  if (bytes >= 1_000_000) return `${formatNumber(bytes / 1_000_000, locale, 1)} MB`;
  return `${formatNumber(bytes / 1024, locale, 0)} KB`;
}
