import { getTranslations } from "next-intl/server";
import { ModulePage } from "@/components/common/module-page";
import { NotificationsList } from "@/components/notifications/notifications-list";
import { SimulatedPushRelay } from "@/components/push/simulated-push-relay";
import { guardRoute } from "@/lib/navigation/guard";
import { loadNotificationsBell } from "@/lib/notifications/shell-data";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { pushServiceMode } from "@/lib/push/config";
import { NotificationsTabs, notificationTab } from "./_components/notifications-tabs";
import { AlertsPanel } from "./_components/alerts-panel";
import { PushPanel } from "./_components/push-panel";

export const generateMetadata = pageMetadata("notifications");

/**
 * /apps/notifications: every notification group with its stores, opened like the bell's; the
 * push tab chooses what reaches the user's phones and browsers, the alerts tab what goes out by
 * email and webhook.
 */
export default async function NotificationsPage({
  searchParams,
}: PageProps<"/apps/notifications">) {
  await guardRoute("/apps/notifications");
  const tab = notificationTab(await searchParams);
  return (
    <ModulePage path="/apps/notifications">
      <NotificationsTabs current={tab} />
      {tab === "push" ? (
        <PushPanel />
      ) : tab === "alerts" ? (
        <AlertsPanel />
      ) : (
        <NotificationsListPanel />
      )}
      {pushServiceMode() === "simulator" ? <SimulatedPushRelay /> : null}
    </ModulePage>
  );
}

async function NotificationsListPanel() {
  const [t, data] = await Promise.all([getTranslations("notifications"), loadNotificationsBell()]);
  return data ? (
    <NotificationsList {...data} />
  ) : (
    <p className="text-muted-foreground text-sm">{t("loadError")}</p>
  );
}
