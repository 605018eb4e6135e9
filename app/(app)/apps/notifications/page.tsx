import { getTranslations } from "next-intl/server";
import { ModulePage } from "@/components/common/module-page";
import { NotificationsList } from "@/components/notifications/notifications-list";
import { guardRoute } from "@/lib/navigation/guard";
import { loadNotificationsBell } from "@/lib/notifications/shell-data";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("notifications");

/** /apps/notifications: every notification group with its stores, opened like the bell's. */
export default async function NotificationsPage() {
  await guardRoute("/apps/notifications");
  const [t, data] = await Promise.all([getTranslations("notifications"), loadNotificationsBell()]);
  return (
    <ModulePage path="/apps/notifications">
      {data ? (
        <NotificationsList {...data} />
      ) : (
        <p className="text-muted-foreground text-sm">{t("loadError")}</p>
      )}
    </ModulePage>
  );
}
