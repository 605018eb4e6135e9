import { getTranslations } from "next-intl/server";
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
      <header className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold sm:text-2xl">{t("title")}</h1>
        <p className="text-muted-foreground text-sm">{t("pageDescription")}</p>
      </header>
      {data ? (
        <NotificationsList {...data} />
      ) : (
        <p className="text-muted-foreground text-sm">{t("loadError")}</p>
      )}
    </div>
  );
}
