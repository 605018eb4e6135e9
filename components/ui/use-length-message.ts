import { useTranslations } from "next-intl";
import { isLengthIssue, type LengthLimits } from "@/lib/validation/length";

/**
 * Translates a length issue of lib/validation/length.ts ("At most 15 characters") with the field's
 * limits; undefined for any other key, which the form translates in its own namespace.
 */
export function useLengthMessage() {
  const t = useTranslations("validation");
  return (key: string | null | undefined, { min = 0, max }: LengthLimits): string | undefined =>
    isLengthIssue(key) ? t(key, { min, max }) : undefined;
}
