import { Star } from "lucide-react";

/** Five filled stars: the card's invitation, read by a screen reader as one phrase. */
export function FiveStars({ label }: { label: string }) {
  return (
    <span role="img" aria-label={label} className="flex justify-center gap-1.5">
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} aria-hidden className="size-8 fill-amber-400 text-amber-500" />
      ))}
    </span>
  );
}
