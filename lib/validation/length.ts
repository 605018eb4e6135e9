// Text past the limit is refused with the limit named, never cut: a `maxLength` attribute cut
// pastes silently ("Zona Norte Buenos Aires" saved as "Zona Norte Buen"), so inputs carry none.

export type LengthLimits = { min?: number; max: number };

export const LENGTH_ISSUES = ["tooShort", "tooLong"] as const;
export type LengthIssue = (typeof LENGTH_ISSUES)[number];

export function isLengthIssue(key: unknown): key is LengthIssue {
  return (LENGTH_ISSUES as readonly unknown[]).includes(key);
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

// As the reader counts: "Vacío" is 5 whether composed or not, an emoji is one.
export function textLength(value: string): number {
  return [...graphemes.segment(value)].length;
}

export function lengthIssue(value: string, { min = 0, max }: LengthLimits): LengthIssue | null {
  const length = textLength(value);
  if (length < min) return "tooShort";
  if (length > max) return "tooLong";
  return null;
}
