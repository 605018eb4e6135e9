// Pure: star ratings and review-percentage colours of the home cards (spec §9).
import { REVIEW_PERCENTAGE_COLOURS, STARS_MAX } from "@/lib/constants";

export type StarFill = "full" | "half" | "empty";

const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

/**
 * The rating rounded to the nearest half star: a fraction below 0.25 rounds down, 0.75 or more
 * rounds up, anything between is a half. Null when the value is not a number.
 */
export function roundToHalfStar(value: unknown): number | null {
  if (!isNumber(value)) return null;
  const clamped = Math.min(STARS_MAX, Math.max(0, value));
  const whole = Math.floor(clamped);
  const fraction = clamped - whole;
  if (fraction < 0.25) return whole;
  if (fraction >= 0.75) return whole + 1;
  return whole + 0.5;
}

/** Five stars for a rating; null (show nothing) when it is not a number. */
export function starFills(value: unknown): StarFill[] | null {
  const rounded = roundToHalfStar(value);
  if (rounded === null) return null;
  return Array.from({ length: STARS_MAX }, (_, i) =>
    rounded >= i + 1 ? "full" : rounded === i + 0.5 ? "half" : "empty",
  );
}

export type PercentageColour = "green" | "yellow" | "red";

/** Green above 75, yellow above 50, otherwise red; null when not a number. */
export function reviewPercentageColour(percentage: unknown): PercentageColour | null {
  if (!isNumber(percentage)) return null;
  if (percentage > REVIEW_PERCENTAGE_COLOURS.green) return "green";
  if (percentage > REVIEW_PERCENTAGE_COLOURS.yellow) return "yellow";
  return "red";
}

/** Share of `part` in `total` as a percentage; null when there is nothing to divide. */
export function percentage(part: number, total: number): number | null {
  return total > 0 ? (part / total) * 100 : null;
}
