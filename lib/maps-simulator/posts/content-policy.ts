import type { LocalPostEvent } from "@/lib/maps/types";

// Reduced to the rule stores break most: a phone number in the text. Decided from the text alone,
// so every read agrees and a person can provoke a rejection on purpose.

/** Dates people write: digits, but not a phone. */
const DATE = /\b(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4})\b/g;
/** Seven or more digits as people space them ("(11) 4567.8901"), or a "+34 91 123" number. */
const PHONE = /\+\d{1,3}[\s.-]?\(?\d(?:[\s.()-]{0,2}\d){3,}|\d(?:[\s.()-]{0,2}\d){6,}/;

export function containsPhoneNumber(text: string): boolean {
  return PHONE.test(text.replace(DATE, " "));
}

export function postOutcome(post: {
  summary?: string;
  event?: LocalPostEvent;
}): "LIVE" | "REJECTED" {
  const texts = [post.summary, post.event?.title].filter((text): text is string => Boolean(text));
  return texts.some(containsPhoneNumber) ? "REJECTED" : "LIVE";
}
