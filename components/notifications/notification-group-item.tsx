"use client";
import { ChevronRight } from "lucide-react";
import { useId } from "react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useFormatNumber } from "@/lib/format/use-format-number";
import { notificationOpensPage, type NotificationGroup } from "@/lib/notifications/types";
import { cn } from "@/lib/utils";

export type NotificationGroupItemProps = {
  group: NotificationGroup;
  /** Marks the group read and, when its module has a page, goes there. */
  onOpen: (group: NotificationGroup) => void;
  /** How many store names to list under the text (the page shows more than the panel). */
  previewCount?: number;
};

/**
 * One group: its text (singular for one update, counted otherwise), counts and the stores concerned.
 * The whole row opens the group's module; a module without pages yet shows the text with a "coming
 * soon" badge instead, and only a button to mark its updates read.
 */
export function NotificationGroupItem({
  group,
  onOpen,
  previewCount = 3,
}: NotificationGroupItemProps) {
  const t = useTranslations("notifications");
  const tBadges = useTranslations("nav.badges");
  const textId = useId();
  const unread = group.countLocationsNotRead > 0;
  const rowClass = cn("flex w-full items-start gap-3 rounded-md px-3 py-2 text-left", {
    "bg-primary/5": unread,
  });
  if (notificationOpensPage(group._id)) {
    return (
      <button
        type="button"
        onClick={() => onOpen(group)}
        className={cn(
          rowClass,
          "hover:bg-accent focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-none",
        )}
      >
        <GroupSummary group={group} previewCount={previewCount} textId={textId} />
        <ChevronRight aria-hidden className="text-muted-foreground mt-1 size-4 shrink-0" />
      </button>
    );
  }
  return (
    <div className={rowClass} data-testid="notification-group">
      <GroupSummary group={group} previewCount={previewCount} textId={textId} />
      <div className="flex shrink-0 flex-col items-end gap-1">
        <Badge variant="muted">{tBadges("comingSoon")}</Badge>
        {unread ? (
          <Button
            variant="ghost"
            size="sm"
            className="h-7 px-2"
            aria-describedby={textId}
            onClick={() => onOpen(group)}
          >
            {t("markRead")}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function GroupSummary({
  group,
  previewCount,
  textId,
}: {
  group: NotificationGroup;
  previewCount: number;
  textId: string;
}) {
  const t = useTranslations("notifications");
  const format = useFormatNumber();
  const total = group.countLocationsIsRead + group.countLocationsNotRead;
  const unread = group.countLocationsNotRead > 0;
  const names = group.updates
    .slice(0, previewCount)
    .map((u) => u.location.locationName || t("unknownLocation"));
  const rest = total - names.length;
  return (
    <>
      <span
        aria-hidden
        className={cn(
          "mt-1.5 size-2 shrink-0 rounded-full",
          unread ? "bg-primary" : "bg-transparent",
        )}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span id={textId} className={cn("text-sm", unread && "font-semibold")}>
          {t(`types.${group._id}`, format.count(total))}
        </span>
        <span className="text-muted-foreground truncate text-xs">
          {names.join(", ")}
          {rest > 0 ? ` ${t("more", { count: format.number(rest) })}` : null}
        </span>
        <span className="flex gap-1.5">
          {unread ? (
            <Badge>{t("unread", { count: format.number(group.countLocationsNotRead) })}</Badge>
          ) : null}
          {group.countLocationsIsRead > 0 ? (
            <Badge variant="secondary">
              {t("read", { count: format.number(group.countLocationsIsRead) })}
            </Badge>
          ) : null}
        </span>
      </span>
    </>
  );
}
