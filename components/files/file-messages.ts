import { BYTE_LIMIT_CODES, type FileErrorCode } from "@/lib/files/errors";
import { formatBytes } from "@/lib/format/number";
import type { Locale } from "@/lib/i18n/config";

/** A file refusal's byte limit in the user's units ("5 MB"); other limits stay numbers. */
export function byteLimitText(key: string, limit: number, locale: Locale): string | undefined {
  return BYTE_LIMIT_CODES.has(key as FileErrorCode) ? formatBytes(limit, locale) : undefined;
}

/**
 * Where a refused upload or change to a resource is said (for useApiErrorMessage): a code of
 * files.errors with what it names, else the texts every page uses for a failed call (api.errors),
 * else the generic one.
 */
export const FILE_MESSAGE_NAMESPACES = ["files.errors", "api.errors"];
export const FILE_MESSAGE_OPTIONS = {
  values: { file: "", name: "", limit: "", ratio: "" },
  fallback: "api.errors.INTERNAL_SERVER_ERROR",
  limitText: byteLimitText,
};
