import type { RankBand } from "@/lib/rankings/rules";

/** A rank band's pin on the grid map, in the status colours (their text contrast is checked). */
export const BAND_CLASSES: Record<RankBand, string> = {
  top3: "bg-success text-success-foreground",
  top10: "bg-warning text-warning-foreground",
  top20: "bg-destructive text-destructive-foreground",
  beyond: "border-2 border-destructive bg-card text-destructive",
  none: "bg-muted text-muted-foreground",
};
