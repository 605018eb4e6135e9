import { getTranslations } from "next-intl/server";
import { LinkTabs } from "@/components/common/link-tabs";
import { toSearchParams, type SearchParamsLike } from "@/components/data-table/url-state";

/** The admin settings' sections (spec §1, §2), in menu order. */
export const ADMIN_TABS = [
  "users",
  "roles",
  "syncs",
  "notifications",
  "scheduled-jobs",
  "audit",
  "tenants",
  "costs",
  "quotas",
  "ads-requests",
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** Cross-tenant sections: a Super Admin's only. */
export const SUPER_ADMIN_TABS: readonly AdminTab[] = ["tenants", "costs", "quotas", "ads-requests"];

export const TAB_PARAM = "tab";

export function visibleAdminTabs(superAdmin: boolean): readonly AdminTab[] {
  return superAdmin ? ADMIN_TABS : ADMIN_TABS.filter((tab) => !SUPER_ADMIN_TABS.includes(tab));
}

/** The tab `?tab=` names when the user may see it; users otherwise. */
export function adminTab(params: SearchParamsLike, superAdmin: boolean): AdminTab {
  const value = toSearchParams(params).get(TAB_PARAM);
  const tabs = visibleAdminTabs(superAdmin);
  return (tabs as readonly string[]).includes(value ?? "") ? (value as AdminTab) : "users";
}

/** Each section is its own link and server render; other parameters belong to one tab and stay behind. */
export async function AdminTabs({
  current,
  superAdmin,
}: {
  current: AdminTab;
  superAdmin: boolean;
}) {
  const t = await getTranslations("admin.tabs");
  return (
    <LinkTabs
      label={t("label")}
      current={current}
      tabs={visibleAdminTabs(superAdmin).map((tab) => ({
        id: tab,
        href: tab === "users" ? "/apps/setting-admin" : `/apps/setting-admin?${TAB_PARAM}=${tab}`,
        label: t(tab),
      }))}
    />
  );
}
