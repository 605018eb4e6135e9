"use client";

import { useTranslations } from "next-intl";

/** An issue key of the tenant rules (lib/admin/schema.ts, or the server's) as a sentence. */
export function useTenantMessage() {
  const t = useTranslations("admin.tenants.validation");
  return (key: string | undefined): string | undefined =>
    key ? (t.has(key) ? t(key) : t("invalid")) : undefined;
}
