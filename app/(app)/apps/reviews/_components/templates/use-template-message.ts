"use client";

import { useTranslations } from "next-intl";
import { useLengthMessage } from "@/components/ui/use-length-message";
import type { LengthLimits } from "@/lib/validation/length";

/**
 * Translates an issue of templateInputSchema or of the server (duplicateName, …): the shared
 * length messages, else `reviewTemplates.validation.<key>`, else a generic "invalid".
 */
export function useTemplateMessage() {
  const t = useTranslations("reviewTemplates.validation");
  const lengthMessage = useLengthMessage();
  return (key: string | undefined, length: LengthLimits): string | undefined => {
    if (!key) return undefined;
    if (key === "tooShort" && (length.min ?? 0) <= 1) return t("required");
    return lengthMessage(key, length) ?? (t.has(key) ? t(key) : t("invalid"));
  };
}
