"use client";

import { useTranslations } from "next-intl";
import { useLengthMessage } from "@/components/ui/use-length-message";
import {
  KNOWN_PLACEHOLDERS,
  placeholdersIn,
  unknownPlaceholders,
} from "@/lib/reviews/template-vars";
import type { LengthLimits } from "@/lib/validation/length";

const PLACEHOLDER_ISSUES = new Set(["unknownPlaceholder", "unfilledPlaceholder"]);

/**
 * Translates an issue of templateInputSchema, replyCommentSchema or of the server (duplicateName,
 * …): the shared length messages, else `reviewTemplates.validation.<key>`, else a generic
 * "invalid". A placeholder issue names the placeholder found in `text` and lists the variables.
 */
export function useTemplateMessage() {
  const t = useTranslations("reviewTemplates.validation");
  const lengthMessage = useLengthMessage();
  return (key: string | undefined, length: LengthLimits, text = ""): string | undefined => {
    if (!key) return undefined;
    if (key === "tooShort" && (length.min ?? 0) <= 1) return t("required");
    if (PLACEHOLDER_ISSUES.has(key)) {
      const placeholder = unknownPlaceholders(text)[0] ?? placeholdersIn(text)[0];
      if (placeholder)
        return t(key as "unknownPlaceholder", { placeholder, known: KNOWN_PLACEHOLDERS });
    }
    return lengthMessage(key, length) ?? (t.has(key) ? t(key) : t("invalid"));
  };
}
