"use client";
import { Bell } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { MountOnUse } from "@/components/ui/mount-on-use";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useFormatNumber } from "@/lib/format/use-format-number";
import type { NotificationsBellData } from "@/lib/notifications/shell-data";
import { cn } from "@/lib/utils";
import { NotificationGroupItem } from "./notification-group-item";
import { useNotificationGroups } from "./use-notification-groups";

export type NotificationsBellPanelProps = NotificationsBellData & { className?: string };

/** The badge counts up to this, then reads "99+"; the button's name says the same. */
const BADGE_MAX = 99;

export function NotificationsBellPanel({
  groups: initial,
  tenantId,
  userId,
  className,
}: NotificationsBellPanelProps) {
  const t = useTranslations("notifications");
  const titleId = useId();
  const format = useFormatNumber();
  const [open, setOpen] = useState(false);
  const { groups, open: openGroup } = useNotificationGroups({
    groups: initial,
    tenantId,
    userId,
    onNavigate: () => setOpen(false),
  });
  const unread = groups.reduce((sum, group) => sum + group.countLocationsNotRead, 0);
  const trigger = (
    <Button
      variant="ghost"
      size="icon"
      className={cn("relative", className)}
      aria-label={
        unread > BADGE_MAX
          ? t("bellManyUnread", { max: BADGE_MAX })
          : t("bellUnread", format.count(unread))
      }
    >
      <Bell aria-hidden />
      {unread > 0 ? (
        <span
          aria-hidden
          className="bg-destructive text-destructive-foreground absolute -top-0.5 -right-0.5 min-w-4 rounded-full px-1 text-[10px] leading-4 font-semibold"
        >
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </span>
      ) : null}
    </Button>
  );
  return (
    <MountOnUse popup="dialog" trigger={trigger}>
      {(button) => (
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger asChild>{button}</PopoverTrigger>
          <PopoverContent align="end" aria-labelledby={titleId} className="w-96 p-0">
            <div className="flex items-center justify-between border-b px-4 py-3">
              <h2 id={titleId} className="text-sm font-semibold">
                {t("title")}
              </h2>
            </div>
            <div className="max-h-[420px] overflow-y-auto p-1">
              {groups.length === 0 ? (
                <p className="text-muted-foreground px-3 py-8 text-center text-sm">{t("empty")}</p>
              ) : (
                <ul className="flex flex-col gap-0.5">
                  {groups.map((group) => (
                    <li key={group._id}>
                      <NotificationGroupItem group={group} onOpen={(g) => void openGroup(g)} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div className="border-t p-2">
              <Button asChild variant="ghost" className="w-full" onClick={() => setOpen(false)}>
                <Link href="/apps/notifications">{t("viewAll")}</Link>
              </Button>
            </div>
          </PopoverContent>
        </Popover>
      )}
    </MountOnUse>
  );
}
