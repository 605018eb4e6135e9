import { getLocale, getTranslations } from "next-intl/server";
import { query } from "@/lib/apollo/rsc-client";
import type { Locale } from "@/lib/i18n/config";
import { AdminMapsQuotasQuery } from "@/lib/admin/operations/quotas";
import { ApiUseTable } from "./api-use-table";
import { TenantCapsTable } from "./tenant-caps-table";

/** The "Maps quotas" tab (Super Admins): each API's use per lane, each tenant's day and cap. */
export async function QuotasPanel() {
  const [t, locale, { data }] = await Promise.all([
    getTranslations("admin.quotas"),
    getLocale(),
    query({ query: AdminMapsQuotasQuery }),
  ]);
  if (!data?.mapsQuotaUse)
    return (
      <p role="alert" className="text-destructive text-sm">
        {t("loadFailed")}
      </p>
    );
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <ApiUseTable use={data.mapsQuotaUse} locale={locale as Locale} />
      <TenantCapsTable use={data.mapsQuotaUse} locale={locale as Locale} />
    </div>
  );
}
