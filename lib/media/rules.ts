// What a media package may hold (spec §5); each file's limits are in lib/files/rules.ts.
import type { MediaRuleIssue } from "@/lib/files/rules";

export const MAX_IMAGES_PER_BATCH = 10;

/** A category the maps service keeps one of per store: a package of it holds one file. */
export const SINGLE_FILE_CATEGORIES = ["COVER", "PROFILE", "LOGO"] as const;

/** Width over height a category demands, with 2% of slack for rounding; none for the rest. */
export const CATEGORY_ASPECT: Partial<Record<string, { ratio: number; label: string }>> = {
  LOGO: { ratio: 1, label: "1:1" },
  PROFILE: { ratio: 1, label: "1:1" },
  COVER: { ratio: 16 / 9, label: "16:9" },
};
export const ASPECT_TOLERANCE = 0.02;

/** A logo must be square and a cover 16:9. */
export function aspectIssue(
  category: string,
  size: { width: number; height: number },
): MediaRuleIssue | null {
  const wanted = CATEGORY_ASPECT[category];
  if (!wanted || size.height === 0) return null;
  const ratio = size.width / size.height;
  return Math.abs(ratio / wanted.ratio - 1) > ASPECT_TOLERANCE
    ? { code: "WRONG_ASPECT", ratio: wanted.label }
    : null;
}
