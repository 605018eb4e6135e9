import { ArrowDown, ArrowUp } from "lucide-react";
import type { ReactNode } from "react";
import { StatusChip } from "@/components/common/status-chip";
import { cn } from "@/lib/utils";

/** How a rank moved since the run before; "first" when no run before had one to compare with. */
export type RankWay = "up" | "down" | "same" | "new" | "first";

/**
 * A rank's move in words (the caller's, "Up 2"), with an arrow in green going up and in red going
 * down; a result new to the page reads as a chip, a first reading in muted text.
 */
export function RankMove({ way, children }: { way: RankWay; children: ReactNode }) {
  if (way === "new")
    return (
      <span data-move={way}>
        <StatusChip status="NEW" colour="blue">
          {children}
        </StatusChip>
      </span>
    );
  if (way === "up" || way === "down") {
    const Icon = way === "up" ? ArrowUp : ArrowDown;
    return (
      <span
        data-move={way}
        className={cn(
          "inline-flex items-center gap-1",
          way === "up" ? "text-success" : "text-destructive",
        )}
      >
        <Icon className="size-3.5" aria-hidden />
        {children}
      </span>
    );
  }
  return (
    <span data-move={way} className={cn(way === "first" && "text-muted-foreground")}>
      {children}
    </span>
  );
}
