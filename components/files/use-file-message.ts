"use client";
import { useLocale, useTranslations } from "next-intl";
import { BYTE_LIMIT_CODES, type FileErrorCode } from "@/lib/files/errors";
import { formatBytes } from "@/lib/format/number";
import type { Locale } from "@/lib/i18n/config";

/**
 * A refusal in the user's words: a code of files.errors with what it names, else the texts every
 * page uses for a failed call (api.errors), else the generic one.
 */
export function useFileMessage() {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  return (code: string, params: Record<string, string | number | null | undefined> = {}) => {
    const values: Record<string, string | number> = { file: "", name: "", limit: "", ratio: "" };
    for (const [key, value] of Object.entries(params))
      if (value !== null && value !== undefined) values[key] = value;
    if (typeof params.limit === "number" && BYTE_LIMIT_CODES.has(code as FileErrorCode))
      values.limit = formatBytes(params.limit, locale);
    if (t.has(`files.errors.${code}`)) return t(`files.errors.${code}` as never, values as never);
    if (t.has(`api.errors.${code}`)) return t(`api.errors.${code}` as never);
    return t("api.errors.INTERNAL_SERVER_ERROR");
  };
}
