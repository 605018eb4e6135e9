// Texts as the ads rules read them: account numbers, repeated entries, web addresses, days and
// YouTube links.

import { foldText } from "@/lib/format/text";
import { ADS_LIMITS } from "./limits";

/** "123-456-7890" and "123 456 7890" read as "1234567890"; anything else is not an account. */
export function normalizeCustomerId(value: string): string | null {
  const digits = value.replace(/[\s-]/g, "");
  return new RegExp(`^\\d{${ADS_LIMITS.customerIdDigits}}$`).test(digits) ? digits : null;
}

/** "1234567890" as Google Ads shows it: "123-456-7890". */
export function formatCustomerId(id: string): string {
  return id.length === 10 ? `${id.slice(0, 3)}-${id.slice(3, 6)}-${id.slice(6)}` : id;
}

/** The form two entries are compared in: case, accents and spacing aside. */
export function entryKey(entry: string): string {
  return foldText(entry).trim().replace(/\s+/gu, " ");
}

/** The positions of entries that repeat an earlier one ("Pizza Roma" after "pizza  roma"). */
export function repeatedEntries(entries: readonly string[]): number[] {
  const seen = new Set<string>();
  return entries.flatMap((entry, index) => {
    const key = entryKey(entry);
    if (seen.has(key)) return [index];
    seen.add(key);
    return [];
  });
}

export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The id of a YouTube video link, or null (the ads client reads links the same way). */
export { youtubeVideoId as youtubeId } from "@/lib/ads-api/video-id";
