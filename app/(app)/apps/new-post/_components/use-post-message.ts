"use client";
import { useTranslations } from "next-intl";
import { useLengthMessage } from "@/components/ui/use-length-message";
import { POST_LIMITS } from "@/lib/posts/rules";
import type { LengthLimits } from "@/lib/validation/length";

/** Each text field's limits, for the shared "at least / at most N characters" messages. */
const FIELD_LENGTHS: Record<string, LengthLimits> = {
  title: { min: POST_LIMITS.titleMin, max: POST_LIMITS.summaryMax },
  description: { min: POST_LIMITS.descriptionMin, max: POST_LIMITS.summaryMax },
  secondTitle: { max: POST_LIMITS.subtitleMax },
  thirdTitle: { max: POST_LIMITS.subtitleMax },
  secondDescription: { max: POST_LIMITS.summaryMax },
  couponCode: { max: POST_LIMITS.couponMax },
  termsConditions: { max: POST_LIMITS.termsMax },
};

/** The limit a posts.validation key names. */
const KEY_MAX: Record<string, number> = {
  tooManyImages: POST_LIMITS.images,
  tooManyStores: POST_LIMITS.stores,
};

/**
 * A post refusal in the user's words, from the form's check or the server's: the shared length
 * messages with the field's limits, else posts.validation.<key>, posts.errors.<code> (a post's
 * state), and "check this value" for anything else, never the schema library's English.
 */
export function usePostMessage() {
  const t = useTranslations("posts");
  const lengthMessage = useLengthMessage();
  return (key: string | undefined, field?: string): string | undefined => {
    if (!key) return undefined;
    const length = field ? FIELD_LENGTHS[field] : undefined;
    if (length) {
      if (key === "tooShort" && !length.min) return t("form.required");
      const text = lengthMessage(key, length);
      if (text) return text;
    }
    if (t.has(`validation.${key}`))
      return t(`validation.${key}` as never, { max: KEY_MAX[key] ?? 0 } as never);
    if (t.has(`errors.${key}`)) return t(`errors.${key}` as never);
    return t("form.invalid");
  };
}
