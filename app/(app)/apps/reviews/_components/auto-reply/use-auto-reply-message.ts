"use client";

import { useTranslations } from "next-intl";
import { REVIEW_LIMITS } from "@/lib/reviews/limits";

const LIMITS = {
  minDelayMinutes: REVIEW_LIMITS.autoReplyDelayMinutes.min,
  maxDelayHours: REVIEW_LIMITS.autoReplyDelayMinutes.max / 60,
  maxTemplates: REVIEW_LIMITS.templatesPerRule,
};

/**
 * Translates an issue of autoReplySettingsSchema or of the server (`autoReplies.validation.<key>`
 * with the limits it names); an unknown key, such as the number check's own text, reads as
 * `fallback`.
 */
export function useAutoReplyMessage() {
  const t = useTranslations("autoReplies.validation");
  return (key: string | undefined, fallback = "invalid"): string | undefined => {
    if (!key) return undefined;
    return t(t.has(key) ? key : fallback, LIMITS);
  };
}
