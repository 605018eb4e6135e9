"use client";
import { useTranslations } from "next-intl";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { apiErrorDetails } from "@/lib/apollo/error-code";
import { adsMessageValues } from "@/lib/ads/rules";

/** The ads module's own keys, as the rules and the API answer them. */
const OWN_KEYS = ["ads.validation.", "ads.errors."] as const;

/**
 * The ads module's words for its keys (lib/ads/rules.ts answers full keys: "ads.validation.…",
 * "ads.errors.…", with the numbers they name) and for a failed call, whose first issue or message
 * may be such a key; anything else reads as the shared refusal texts say.
 */
export function useAdsMessage() {
  const t = useTranslations();
  const shared = useApiErrorMessage(["ads.errors", "ads.validation"]);
  const ownKey = (key: string | null | undefined): string | null =>
    key && OWN_KEYS.some((space) => key.startsWith(space)) && t.has(key as never)
      ? t(key as never, adsMessageValues(key) as never)
      : null;
  const key = (key: string | null | undefined): string | undefined =>
    key ? (ownKey(key) ?? shared.key(key)) : undefined;
  const error = (failure: unknown): string => {
    const { issues, message, code } = apiErrorDetails(failure);
    for (const candidate of [...issues, message, code]) {
      const text = ownKey(candidate);
      if (text) return text;
    }
    return shared(failure);
  };
  return { key, error };
}
