import { POST_LIMITS } from "@/lib/posts/options";
import type { LengthLimits } from "@/lib/validation/length";

/** Each text field's limits, for the shared "at least / at most N characters" messages. */
export const POST_FIELD_LENGTHS: Record<string, LengthLimits | undefined> = {
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
 * Where a post refusal is said (for useApiErrorMessage), from the form's check or the server's:
 * posts.validation.<key>, posts.errors.<code> (a post's state), and "check this value" for
 * anything else, never the schema library's English.
 */
export const POST_MESSAGE_NAMESPACES = ["posts.validation", "posts.errors"];
export const POST_MESSAGE_OPTIONS = {
  values: (key: string) => ({ max: KEY_MAX[key] ?? 0 }),
  fallback: "posts.form.invalid",
};
