"use client";
import { useLocale, useTranslations } from "next-intl";
import { BYTE_LIMIT_CODES, type FileErrorCode } from "@/lib/files/errors";
import { formatBytes } from "@/lib/format/number";
import type { Locale } from "@/lib/i18n/config";
import {
  IMAGE_MAX_BYTES,
  IMAGE_MIN_BYTES,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
  VIDEO_MIN_SIDE,
} from "@/lib/files/rules";
import { CATEGORY_ASPECT, MAX_IMAGES_PER_BATCH } from "@/lib/media/rules";

/** The limit each code names when the server's refusal (a code and a file) does not say it. */
const LIMITS: Record<string, number> = {
  IMAGE_TOO_SMALL: IMAGE_MIN_BYTES,
  IMAGE_TOO_LARGE: IMAGE_MAX_BYTES,
  VIDEO_TOO_LARGE: VIDEO_MAX_BYTES,
  VIDEO_TOO_LONG: VIDEO_MAX_SECONDS,
  VIDEO_TOO_SHORT_SIDE: VIDEO_MIN_SIDE,
  TOO_MANY_IMAGES: MAX_IMAGES_PER_BATCH,
};

export type PackageMessageContext = {
  file?: string;
  category?: string;
  params?: Record<string, string | number | null>;
};

/**
 * A package refusal in the user's words: `media.errors.<code>`, else the library's
 * `files.errors.<code>`, with the file, the category and the limit or ratio it names.
 */
export function usePackageMessage() {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  return (code: string, { file, category, params = {} }: PackageMessageContext = {}) => {
    const limit = params.limit ?? LIMITS[code] ?? "";
    const values: Record<string, string | number> = {
      file: file ?? "",
      category:
        category && t.has(`media.categories.${category}`)
          ? t(`media.categories.${category}` as never)
          : "",
      ratio: params.ratio ?? (category ? CATEGORY_ASPECT[category]?.label : undefined) ?? "",
      limit:
        typeof limit === "number" && BYTE_LIMIT_CODES.has(code as FileErrorCode)
          ? formatBytes(limit, locale)
          : limit,
    };
    if (t.has(`media.errors.${code}`)) return t(`media.errors.${code}` as never, values as never);
    if (t.has(`files.errors.${code}`)) return t(`files.errors.${code}` as never, values as never);
    return t("media.errors.generic");
  };
}
