"use client";

import { useTranslations } from "next-intl";
import { useLengthMessage } from "@/components/ui/use-length-message";
import { STORE_LIMITS } from "@/lib/constants";
import { MAPS_LOCATION_LIMITS as MAPS } from "@/lib/maps/limits";
import type { LengthLimits } from "@/lib/validation/length";

/** The limit each message of lib/stores/schema.ts names, unless the field gives its own. */
const KEY_LIMITS: Record<string, { min?: number; max?: number }> = {
  tooManyPhones: { max: STORE_LIMITS.additionalPhones },
  tooManyLines: { max: STORE_LIMITS.hourLinesPerDay.max },
  lineRequired: { min: STORE_LIMITS.hourLinesPerDay.min },
  tooManySpecialHours: { max: STORE_LIMITS.specialHours },
  tooManyCategories: { max: STORE_LIMITS.categories },
  tooManyLabels: { max: MAPS.labels },
};

export type FieldMessageOptions = {
  /** The field's length limits, for the shared tooShort / tooLong messages. */
  length?: LengthLimits;
  /** Overrides a key's limit where the same key guards another list (address lines). */
  max?: number;
  /** Shown for an issue that carries no message key (a number out of range). */
  fallback?: string;
};

/**
 * Translates a validation issue of the store schemas: the shared length messages, else
 * `stores.validation.<key>` with the limit it names; an unknown key reads as `fallback`
 * (default "invalid"), never as the schema library's English text.
 */
export function useFieldMessage() {
  const t = useTranslations("stores.validation");
  const lengthMessage = useLengthMessage();
  return (key: string | undefined, options: FieldMessageOptions = {}): string | undefined => {
    if (!key) return undefined;
    // "At least 1 characters" says less than "Required".
    if (key === "tooShort" && (options.length?.min ?? 0) <= 1) return t("required");
    if (options.length) {
      const length = lengthMessage(key, options.length);
      if (length) return length;
    }
    const limits = { ...KEY_LIMITS[key], ...(options.max !== undefined && { max: options.max }) };
    if (t.has(key)) return t(key, { min: limits.min ?? 0, max: limits.max ?? 0 });
    return t(options.fallback ?? "invalid");
  };
}
