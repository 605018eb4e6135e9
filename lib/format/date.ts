import type { Locale } from "@/lib/i18n/config";
import { dateTimeFormat } from "./intl-cache";

export type DateInput = Date | string | number;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

type DateParts = { year: number; month: number; day: number };

// A date-only string is a calendar day, not an instant: parsing it as UTC midnight would show the
// day before west of UTC.
export function toDateParts(date: DateInput, timeZone = "UTC"): DateParts | null {
  if (typeof date === "string") {
    const match = DATE_ONLY.exec(date.trim());
    if (match) {
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const check = new Date(Date.UTC(year, month - 1, day));
      const valid =
        check.getUTCFullYear() === year &&
        check.getUTCMonth() === month - 1 &&
        check.getUTCDate() === day;
      return valid ? { year, month, day } : null;
    }
  }
  const instant = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(instant.getTime())) return null;
  const parts = dateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
  }).formatToParts(instant);
  const pick = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: pick("year"), month: pick("month"), day: pick("day") };
}

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

// Spec §1. Built from parts rather than Intl's locale output, so every runtime gives the same text.
export function formatDate(date: DateInput, locale: Locale, timeZone = "UTC"): string {
  const parts = toDateParts(date, timeZone);
  if (!parts) return "";
  const day = pad(parts.day);
  const month = pad(parts.month);
  const year = pad(parts.year, 4);
  return locale === "en" ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

export function datePattern(locale: Locale): string {
  return locale === "en" ? "MM/DD/YYYY" : "DD/MM/YYYY";
}

/**
 * A month (`YYYY-MM`) as a heading or a choice names it: "November 2026", "Noviembre de 2026".
 * Only the first letter is raised; CSS `capitalize` would raise every word ("Noviembre De 2026").
 */
export function monthTitle(month: string, locale: string): string {
  const text = dateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** A moment: the day in the locale's order and the time to the second (UTC). */
export function formatMoment(iso: string, locale: Locale): string {
  const time = new Date(iso).toISOString().slice(11, 19);
  return `${formatDate(iso, locale)} ${time}`;
}
