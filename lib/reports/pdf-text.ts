// Outside a request: scheduled emails are written by a job, where next-intl has no request to read.
import { createTranslator } from "next-intl";
import { formatDate } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/config";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

const MESSAGES = { en, es } as const;

export function exportTranslator(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: "reportSharing.file" });
}

export type ExportTranslator = ReturnType<typeof exportTranslator>;

export function pageTranslator(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: "reports" });
}

/** "08/01/2026 – 10/29/2026" in English, "01/08/2026 – 29/10/2026" in Spanish. */
export function formatRange(range: { from: string; to: string }, locale: Locale): string {
  return `${formatDate(range.from, locale)} – ${formatDate(range.to, locale)}`;
}

/** The file's name: the range in it, so two exports of different ranges never collide. */
export function exportFilename(range: { from: string; to: string }, extension: "pdf" | "csv") {
  return `report-${range.from}_${range.to}.${extension}`;
}
