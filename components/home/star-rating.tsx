import { useTranslations } from "next-intl";
import { Star, StarHalf } from "lucide-react";
import { STARS_MAX } from "@/lib/constants";
import { useFormatNumber } from "@/lib/format/use-format-number";
import { roundToHalfStar, starFills } from "@/lib/insights/stars";
import { cn } from "@/lib/utils";

/** Five stars rounded to the nearest half (spec §9); nothing at all when the rating is not a number. */
export function StarRating({ rating, className }: { rating: unknown; className?: string }) {
  const t = useTranslations("home.reputation");
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
          <Star className="text-muted-foreground/40 size-5" aria-hidden />
          {fill === "full" ? (
            <Star className="absolute inset-0 size-5 fill-current" aria-hidden />
          ) : fill === "half" ? (
            <StarHalf className="absolute inset-0 size-5 fill-current" aria-hidden />
          ) : null}
        </span>
      ))}
    </span>
  );
}
