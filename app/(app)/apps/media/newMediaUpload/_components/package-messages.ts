import type { MessageValues } from "@/components/common/use-api-error-message";
import {
  IMAGE_MAX_BYTES,
  IMAGE_MIN_BYTES,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
  VIDEO_MIN_SIDE,
} from "@/lib/files/rules";
import { CATEGORY_ASPECT, MAX_IMAGES_PER_BATCH } from "@/lib/media/rules";
import { byteLimitText } from "@/components/files/file-messages";

/** The limit each code names when the server's refusal (a code and a file) does not say it. */
const LIMITS: Record<string, number> = {
  IMAGE_TOO_SMALL: IMAGE_MIN_BYTES,
  IMAGE_TOO_LARGE: IMAGE_MAX_BYTES,
  VIDEO_TOO_LARGE: VIDEO_MAX_BYTES,
  VIDEO_TOO_LONG: VIDEO_MAX_SECONDS,
  VIDEO_TOO_SHORT_SIDE: VIDEO_MIN_SIDE,
  TOO_MANY_IMAGES: MAX_IMAGES_PER_BATCH,
};

/**
 * Where a package refusal is said (for useApiErrorMessage): `media.errors.<code>`, else the
 * library's `files.errors.<code>`, else the generic one.
 */
export const PACKAGE_MESSAGE_NAMESPACES = ["media.errors", "files.errors"];
export const PACKAGE_MESSAGE_OPTIONS = {
  values: (code: string) => ({ file: "", category: "", ratio: "", limit: LIMITS[code] ?? "" }),
  fallback: "media.errors.generic",
  limitText: byteLimitText,
};

export type PackageMessageContext = {
  file?: string;
  category?: string;
  params?: Record<string, string | number | null>;
};

/** What a refusal names: the file, the category (by its name) and the ratio or limit. */
export function packageValues(
  { file, category, params = {} }: PackageMessageContext,
  categoryName: string | undefined,
): MessageValues {
  return {
    file,
    category: categoryName,
    ratio: params.ratio ?? (category ? CATEGORY_ASPECT[category]?.label : undefined),
    limit: params.limit,
  };
}
