// The simulated editorial review: a sent ad is in review for ADS_SIM_REVIEW_MS, then approved, or
// disapproved when a text breaks the editorial policy: a word of four or more letters all in
// capitals that is not a known acronym, "!!", or any "!" in a headline.

import type { PolicySummary } from "@/lib/ads-api/types";

/** Capitalised words the policy lets through. */
export const KNOWN_ACRONYMS = new Set([
  "ASAP",
  "ATM",
  "BBVA",
  "DIY",
  "FAQ",
  "FAQS",
  "FIFA",
  "HTML",
  "HTTP",
  "HTTPS",
  "IKEA",
  "IVA",
  "LGBT",
  "LGBTQ",
  "NASA",
  "NATO",
  "RENFE",
  "SEAT",
  "UEFA",
  "UNESCO",
  "UNICEF",
  "USB",
  "WIFI",
]);

export type PolicyTopic =
  "EXCESSIVE_CAPITALIZATION" | "EXCESSIVE_PUNCTUATION" | "EXCLAMATION_IN_HEADLINE";

export type ReviewedText = { text: string; headline: boolean };

export function policyTopics(texts: ReviewedText[]): PolicyTopic[] {
  const topics = new Set<PolicyTopic>();
  for (const { text, headline } of texts) {
    const words = text.match(/[\p{L}]+/gu) ?? [];
    if (
      words.some(
        (w) =>
          w.length >= 4 &&
          w === w.toLocaleUpperCase() &&
          w !== w.toLocaleLowerCase() &&
          !KNOWN_ACRONYMS.has(w),
      )
    )
      topics.add("EXCESSIVE_CAPITALIZATION");
    if (text.includes("!!")) topics.add("EXCESSIVE_PUNCTUATION");
    if (headline && text.includes("!")) topics.add("EXCLAMATION_IN_HEADLINE");
  }
  return [...topics];
}

/** When a part sent at `sentAt` is reviewed, in ms since the epoch. */
export const reviewedAt = (sentAt: Date, reviewMs: number) => sentAt.getTime() + reviewMs;

export function policySummary(
  texts: ReviewedText[],
  sentAt: Date,
  now: number,
  reviewMs: number,
): PolicySummary {
  if (now < reviewedAt(sentAt, reviewMs))
    return {
      reviewStatus: "REVIEW_IN_PROGRESS",
      approvalStatus: "UNKNOWN",
      policyTopicEntries: [],
    };
  const topics = policyTopics(texts);
  return topics.length
    ? {
        reviewStatus: "REVIEWED",
        approvalStatus: "DISAPPROVED",
        policyTopicEntries: topics.map((topic) => ({ topic, type: "PROHIBITED" })),
      }
    : { reviewStatus: "REVIEWED", approvalStatus: "APPROVED", policyTopicEntries: [] };
}
