// The one rule for text with a length limit: text past the limit is refused with the limit named,
// never cut. An input's `maxLength` attribute cut typing and pasting without a word ("Zona Norte
// Buenos Aires" was saved as "Zona Norte Buen"), so inputs carry none (ESLint refuses it) and the
// form shows this rule's message instead. No validation library here: the toolbar's search box
// uses it without shipping one; lib/validation/bounded-text.ts is the same rule as a zod schema.

export type LengthLimits = { min?: number; max: number };

/** Message keys of the shared `validation` namespace; each names the limit as {min} or {max}. */
export const LENGTH_ISSUES = ["tooShort", "tooLong"] as const;
export type LengthIssue = (typeof LENGTH_ISSUES)[number];

export function isLengthIssue(key: unknown): key is LengthIssue {
  return (LENGTH_ISSUES as readonly unknown[]).includes(key);
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * Characters as the reader counts them, which the message promises: "Vacío" is 5 whether its
 * accent is composed or not, and an emoji is one (String.length counts 2 for both).
 */
export function textLength(value: string): number {
  return [...graphemes.segment(value)].length;
}

/** What is wrong with the length of `value` as given (callers trim first), or null. */
export function lengthIssue(value: string, { min = 0, max }: LengthLimits): LengthIssue | null {
  const length = textLength(value);
  if (length < min) return "tooShort";
  if (length > max) return "tooLong";
  return null;
}
