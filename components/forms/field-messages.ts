import { STORE_LIMITS } from "@/lib/constants";
import { MAPS_LOCATION_LIMITS as MAPS } from "@/lib/maps/limits";

/** The limit each message of lib/stores/schema.ts names, unless the field gives its own. */
const KEY_LIMITS: Record<string, { min?: number; max?: number }> = {
  tooManyPhones: { max: STORE_LIMITS.additionalPhones },
  tooManyLines: { max: STORE_LIMITS.hourLinesPerDay.max },
  lineRequired: { min: STORE_LIMITS.hourLinesPerDay.min },
  tooManySpecialHours: { max: STORE_LIMITS.specialHours },
  tooManyCategories: { max: STORE_LIMITS.categories },
  tooManyLabels: { max: MAPS.labels },
};

/**
 * How a validation issue of the store schemas is said (for useApiErrorMessage):
 * `stores.validation.<key>` with the limit it names; an unknown key reads as "invalid".
 */
export const STORE_MESSAGE_OPTIONS = {
  values: (key: string) => ({ min: KEY_LIMITS[key]?.min ?? 0, max: KEY_LIMITS[key]?.max ?? 0 }),
};
