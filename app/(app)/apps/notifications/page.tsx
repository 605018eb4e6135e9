import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
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
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-3 sm:p-6">
      <PageHeader title={t("title")} description={t("pageDescription")} />
      {data ? (
        <NotificationsList {...data} />
      ) : (
        <p className="text-muted-foreground text-sm">{t("loadError")}</p>
      )}
    </div>
  );
}
