import { analyzeReview, detectLanguage } from "@/lib/review-topics/lexicon";
import type { REVIEW_SENTIMENTS } from "./schema";

// A review's overall sentiment, as stored with it: the same analyzer that reads its topics
// (lib/review-topics/lexicon.ts) with the stars as the reviewer's own verdict.

export type Sentiment = (typeof REVIEW_SENTIMENTS)[number];
export { detectLanguage };

export function sentimentOf(
  comment: string | null,
  stars: number,
  languageHint?: string,
): Sentiment {
  const hint = languageHint?.slice(0, 2).toLowerCase();
  const language = hint === "es" || hint === "en" ? hint : null;
  return analyzeReview({ text: comment, rating: stars, language }).sentiment;
}
