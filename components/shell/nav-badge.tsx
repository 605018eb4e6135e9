import type { LocalizedNavItem } from "@/lib/navigation/types";
import { cn } from "@/lib/utils";

/** The small pill beside a menu entry ("Trial", "Coming soon"), in the badge's own colours. */
export function NavBadge({
  badge,
  className,
}: {
  badge: NonNullable<LocalizedNavItem["badge"]>;
  className?: string;
}) {
  return (
    <span
      className={cn("rounded-full px-2 py-0.5 text-[10px] font-semibold uppercase", className)}
      style={{ background: badge.bg, color: badge.fg }}
    >
      {badge.title}
    </span>
  );
}

/** A menu row of a module without pages yet: it looks and reads as a disabled link. */
export const COMING_SOON_ROW =
  "text-muted-foreground hover:text-muted-foreground cursor-not-allowed hover:bg-transparent";
