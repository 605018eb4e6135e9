import type { LocalPostEvent } from "@/lib/maps/types";

// The service's content policy for posts, reduced to the rule stores break most: a phone number
// in the text (the call button is the place for it). Decided once per write, from the text
// alone, so every process and every read agrees, and a person can provoke a rejection on purpose.

/** Dates people write ("2025-06-01", "01/06/2025", "1.6.25"): digits, but not a phone. */
const DATE = /\b(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4})\b/g;
/**
 * Seven or more digits, with the spaces, dots, dashes or brackets people write between them
 * ("555 123 4567", "(11) 4567.8901"), or an international "+country" number ("+34 91 123").
 */
const PHONE = /\+\d{1,3}[\s.-]?\(?\d(?:[\s.()-]{0,2}\d){3,}|\d(?:[\s.()-]{0,2}\d){6,}/;

export function containsPhoneNumber(text: string): boolean {
  return PHONE.test(text.replace(DATE, " "));
}

/** What the review of a post decides: REJECTED when its summary or event title has a phone. */
export function postOutcome(post: {
  summary?: string;
  event?: LocalPostEvent;
}): "LIVE" | "REJECTED" {
  const texts = [post.summary, post.event?.title].filter((text): text is string => Boolean(text));
  return texts.some(containsPhoneNumber) ? "REJECTED" : "LIVE";
}
