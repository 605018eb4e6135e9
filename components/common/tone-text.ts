import type { PercentageColour } from "@/lib/insights/stars";

/**
 * Spec §9's percentage colours as text on the page (the share of reviews answered, the reply
 * rate). Yellow text has its own darker token: the yellow of chips is too light to read.
 */
export const PERCENTAGE_TEXT_CLASS: Record<PercentageColour, string> = {
  green: "text-success",
  yellow: "text-warning-text",
  red: "text-destructive",
};
