import { getTranslations } from "next-intl/server";
import { LinkTabs } from "@/components/common/link-tabs";
import { toSearchParams, type SearchParamsLike } from "@/components/data-table/url-state";

export const NOTIFICATION_TABS = ["list", "push", "alerts"] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

/** The tab `?tab=` names; the list for anything else. */
export function notificationTab(params: SearchParamsLike): NotificationTab {
  const tab = toSearchParams(params).get("tab");
  return tab === "push" || tab === "alerts" ? tab : "list";
}

/** Notifications | Push notifications | Alerts, as links (each tab is its own server render). */
export async function NotificationsTabs({ current }: { current: NotificationTab }) {
  const t = await getTranslations("push.tabs");
  return (
    <LinkTabs
      label={t("label")}
      current={current}
      tabs={[
        { id: "list", href: "/apps/notifications", label: t("list") },
        { id: "push", href: "/apps/notifications?tab=push", label: t("push") },
        { id: "alerts", href: "/apps/notifications?tab=alerts", label: t("alerts") },
      ]}
    />
  );
}
