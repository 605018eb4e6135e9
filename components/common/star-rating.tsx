import { useTranslations } from "next-intl";
import { Star, StarHalf } from "lucide-react";
import { STARS_MAX } from "@/lib/constants";
import { useFormatNumber } from "@/lib/format/use-format-number";
import { roundToHalfStar, starFills } from "@/lib/insights/stars";
import { cn } from "@/lib/utils";

const SIZES = { sm: "size-4", md: "size-5" } as const;

/**
 * Five stars rounded to the nearest half (spec §9); nothing at all when the rating is not a number.
 * Shared by the home cards, the insights preview and the reviews inbox.
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
  const fills = starFills(rating);
  if (!fills) return null;
  return (
    <span
      role="img"
      aria-label={t("stars", {
        rating: format.number(roundToHalfStar(rating)!, 1),
        max: STARS_MAX,
      })}
      className={cn("inline-flex gap-0.5 text-amber-500", className)}
    >
      {fills.map((fill, i) => (
        <span key={i} className="relative inline-flex" data-fill={fill}>
          <Star className={cn("text-muted-foreground/40", SIZES[size])} aria-hidden />
          {fill === "full" ? (
            <Star className={cn("absolute inset-0 fill-current", SIZES[size])} aria-hidden />
          ) : fill === "half" ? (
            <StarHalf className={cn("absolute inset-0 fill-current", SIZES[size])} aria-hidden />
          ) : null}
        </span>
      ))}
    </span>
  );
}
