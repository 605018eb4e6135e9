import { useTranslations } from "next-intl";
import { useLengthMessage } from "@/components/ui/use-length-message";
import { STORE_LIMITS } from "@/lib/constants";
import { MAPS_LOCATION_LIMITS as MAPS } from "@/lib/maps/limits";
import type { LengthLimits } from "@/lib/validation/length";

// The limits the rules of lib/stores/schema.ts name in their messages.
const LIMITS: Record<string, number> = {
  tooManySpecialHours: STORE_LIMITS.specialHours,
  tooManyLabels: MAPS.labels,
  tooManyLines: STORE_LIMITS.hourLinesPerDay.max,
};

/** Translates a key of the store rules into the field's error text. */
export function useBulkMessage() {
  const t = useTranslations("stores.bulk.errors");
  const lengthMessage = useLengthMessage();
  return (key: string | undefined, limits: LengthLimits = { max: 0 }) => {
    if (!key) return undefined;
    const values = { max: LIMITS[key] ?? 0, min: STORE_LIMITS.hourLinesPerDay.min };
    // Keys come from the shared schema; an unknown one falls back to the generic message.
    return (
      lengthMessage(key, limits) ??
      (t.has(key as "invalid") ? t(key as "invalid", values) : t("invalid"))
    );
  };
}
