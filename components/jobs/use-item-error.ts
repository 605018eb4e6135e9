"use client";

import { useTranslations } from "next-intl";

/**
 * Refusals whose own code says all (the maps service's precondition types): its English reason
 * would only repeat the translated text.
 */
const SELF_EXPLAINED = new Set(["LOCATION_NOT_VERIFIED", "MISSING_PRIMARY_PHONE"]);

/**
 * An item's failure in the user's language: the spec's notification text for its *_ERROR code,
 * else the job texts for service codes, followed by the maps service's own reason.
 */
export function useItemError() {
  const t = useTranslations();
  return (code: string | null, detail: string | null): string => {
    const key = code ?? "UNKNOWN";
    const text = t.has(`notifications.types.${key}`)
      ? t(`notifications.types.${key}`, { count: 1, n: "1" })
      : t.has(`jobs.errors.${key}`)
        ? t(`jobs.errors.${key}`)
        : t("jobs.errors.UNKNOWN");
    return detail && !SELF_EXPLAINED.has(key) ? `${text}: ${detail}` : text;
  };
}
