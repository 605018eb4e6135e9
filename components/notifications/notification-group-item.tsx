"use client";
import { ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { useFormatNumber } from "@/lib/format/use-format-number";
import type { NotificationGroup } from "@/lib/notifications/types";
import { cn } from "@/lib/utils";

export type NotificationGroupItemProps = {
  group: NotificationGroup;
  onOpen: (group: NotificationGroup) => void;
  /** How many store names to list under the text (the page shows more than the panel). */
  previewCount?: number;
};

/** One group: its text (singular for one update, counted otherwise), counts and the stores concerned. */
export function NotificationGroupItem({
  group,
  onOpen,
  previewCount = 3,
}: NotificationGroupItemProps) {
  const t = useTranslations("notifications");
  const format = useFormatNumber();
  const total = group.countLocationsIsRead + group.countLocationsNotRead;
  const unread = group.countLocationsNotRead > 0;
  const names = group.updates
    .slice(0, previewCount)
    .map((u) => u.location.locationName || t("unknownLocation"));
  const rest = total - names.length;
  return (
    <button
      type="button"
      onClick={() => onOpen(group)}
      className={cn(
        "hover:bg-accent focus-visible:ring-ring flex w-full items-start gap-3 rounded-md px-3 py-2 text-left focus-visible:ring-2 focus-visible:outline-none",
        unread && "bg-primary/5",
      )}
    >
      <span
        aria-hidden
        className={cn(
          "mt-1.5 size-2 shrink-0 rounded-full",
          unread ? "bg-primary" : "bg-transparent",
        )}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className={cn("text-sm", unread && "font-semibold")}>
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
      <ChevronRight aria-hidden className="text-muted-foreground mt-1 size-4 shrink-0" />
    </button>
  );
}
