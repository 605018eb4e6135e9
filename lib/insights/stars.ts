// Pure (spec §9).
import { REVIEW_PERCENTAGE_COLOURS, STARS_MAX } from "@/lib/constants";

const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

// Below .25 rounds down, .75 or more rounds up, anything between is a half.
export function roundToHalfStar(value: unknown): number | null {
  if (!isNumber(value)) return null;
  const clamped = Math.min(STARS_MAX, Math.max(0, value));
  const whole = Math.floor(clamped);
  const fraction = clamped - whole;
  if (fraction < 0.25) return whole;
  if (fraction >= 0.75) return whole + 1;
  return whole + 0.5;
}

export type PercentageColour = "green" | "yellow" | "red";

/** Green above 75, yellow above 50, otherwise red; null when not a number. */
export function reviewPercentageColour(percentage: unknown): PercentageColour | null {
  if (!isNumber(percentage)) return null;
  if (percentage > REVIEW_PERCENTAGE_COLOURS.green) return "green";
  if (percentage > REVIEW_PERCENTAGE_COLOURS.yellow) return "yellow";
  return "red";
}

export function percentage(part: number, total: number): number | null {
  return total > 0 ? (part / total) * 100 : null;
}
