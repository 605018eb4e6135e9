import "server-only";
import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/config";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

const MESSAGES = { en, es } as const;

/** A card's words in its store's language, whatever the reader's (the PDF and the route). */
export function cardTranslator(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: "reviewLinks" });
}
export type CardTranslator = ReturnType<typeof cardTranslator>;
