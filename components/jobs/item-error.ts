import type { ApiErrorMessage } from "@/components/common/use-api-error-message";

/**
 * Where a job item's failure is said (for useApiErrorMessage): the spec's notification text for
 * its *_ERROR code, else the job texts for service codes.
 */
export const ITEM_ERROR_NAMESPACES = ["notifications.types", "jobs.errors"];
export const ITEM_ERROR_OPTIONS = { values: { count: 1, n: "1" }, fallback: "jobs.errors.UNKNOWN" };

/**
 * Refusals whose own code says all (the maps service's precondition types): its English reason
 * would only repeat the translated text.
 */
const SELF_EXPLAINED = new Set(["LOCATION_NOT_VERIFIED", "MISSING_PRIMARY_PHONE"]);

/** An item's failure in the user's language, followed by the maps service's own reason. */
export function itemErrorText(
  message: ApiErrorMessage,
  code: string | null,
  detail: string | null,
): string {
  const key = code ?? "UNKNOWN";
  const text = message.key(key);
  return detail && !SELF_EXPLAINED.has(key) ? `${text}: ${detail}` : text;
}
