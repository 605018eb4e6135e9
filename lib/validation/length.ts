// Text past the limit is refused with the limit named, never cut: a `maxLength` attribute cut
// pastes silently ("Zona Norte Buenos Aires" saved as "Zona Norte Buen"), so inputs carry none.

export type LengthLimits = { min?: number; max: number };

export const LENGTH_ISSUES = ["tooShort", "tooLong"] as const;
export type LengthIssue = (typeof LENGTH_ISSUES)[number];

export function isLengthIssue(key: unknown): key is LengthIssue {
  return (LENGTH_ISSUES as readonly unknown[]).includes(key);
}

// Made on first use: building a segmenter loads the browser's text-break data (35 ms of a page
// load on a desktop, more on a phone), and this module is in the shell of every page.
let graphemes: Intl.Segmenter | undefined;

// As the reader counts: "Vacío" is 5 whether composed or not, an emoji is one.
export function textLength(value: string): number {
  // Printable ASCII is a grapheme a character: no segmenter for an empty search box.
  if (/^[\x20-\x7e]*$/.test(value)) return value.length;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  return [...graphemes.segment(value)].length;
}

export function lengthIssue(value: string, { min = 0, max }: LengthLimits): LengthIssue | null {
  const length = textLength(value);
  if (length < min) return "tooShort";
  if (length > max) return "tooLong";
  return null;
}
