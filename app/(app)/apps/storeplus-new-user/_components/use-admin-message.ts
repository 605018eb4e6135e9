"use client";

import { useTranslations } from "next-intl";

/**
 * An issue key of the admin's rules (lib/admin/schema.ts, the server's BAD_USER_INPUT issues, the
 * name rules' REQUIRED / LENGTH_ERROR / ALPHANUMERIC_ERROR) as a sentence, else a generic one.
 */
export function useAdminMessage() {
  const t = useTranslations("admin.newUser.validation");
  return (key: string | undefined): string | undefined => {
    if (!key) return undefined;
    return t.has(key) ? t(key) : t("invalid");
  };
}
