"use client";
import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/feedback/empty-state";
import type { NotificationsBellData } from "@/lib/notifications/shell-data";
import { NotificationGroupItem } from "./notification-group-item";
import { useNotificationGroups } from "./use-notification-groups";

/** The full list of the notifications page; refreshes and opens groups like the bell. */
export function NotificationsList(props: NotificationsBellData) {
  const t = useTranslations("notifications");
  const { groups, open } = useNotificationGroups(props);
  if (groups.length === 0) return <EmptyState title={t("empty")} />;
  return (
    <ul className="divide-y rounded-md border">
      {groups.map((group) => (
        <li key={group._id} className="p-1">
          <NotificationGroupItem group={group} onOpen={(g) => void open(g)} previewCount={10} />
        </li>
      ))}
    </ul>
  );
}
