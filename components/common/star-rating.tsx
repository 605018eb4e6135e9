import type { CSSProperties } from "react";
import { useTranslations } from "next-intl";
import { STARS_MAX } from "@/lib/constants";
import { useFormatNumber } from "@/lib/format/use-format-number";
import { roundToHalfStar } from "@/lib/insights/stars";
import { cn } from "@/lib/utils";

const SIZES = { sm: "1rem", md: "1.25rem" } as const;

/**
 * Five stars rounded to the nearest half (spec §9); nothing at all when the rating is not a number.
 * Shared by the home cards, the insights preview and the reviews inbox. One element whatever the
 * rating (`.star-rating` in app/globals.css): a page of reviews had drawn ten icons per review.
 */
export function StarRating({
  rating,
  size = "md",
  className,
}: {
  rating: unknown;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const t = useTranslations("common");
  const format = useFormatNumber();
  const rounded = roundToHalfStar(rating);
  if (rounded === null) return null;
  const style = {
    "--star-size": SIZES[size],
    "--stars-filled": `${(rounded / STARS_MAX) * 100}%`,
  } as CSSProperties;
  return (
    <span
      role="img"
      aria-label={t("stars", { rating: format.number(rounded, 1), max: STARS_MAX })}
      data-rating={rounded}
      className={cn("star-rating", className)}
      style={style}
    />
  );
}
