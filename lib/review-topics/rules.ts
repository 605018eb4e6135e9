// Review topics (issue 31): the limits a tenant's own topics and the topics view keep. Pure, without
// zod (schema.ts builds the server's schemas on it), so the form reads the same numbers.

export const TOPIC_LIMITS = {
  /** A tenant's own topics beside the built-in list. */
  topicsPerTenant: 20,
  /** Words or phrases that find a topic, per language. */
  keywordsPerLanguage: 30,
  name: { min: 2, max: 40 },
  keyword: { min: 2, max: 40 },
  /** Rows of the per-store or per-city breakdown on one page. */
  breakdownPage: { default: 25, max: 100 },
  /** Reviews one re-analysis item reads and writes at once. */
  analyzePage: 500,
} as const;

/** The periods the topics view offers, in days ending today. */
export const TOPIC_PERIODS = [30, 90, 365] as const;
export type TopicPeriod = (typeof TOPIC_PERIODS)[number];
export const DEFAULT_TOPIC_PERIOD: TopicPeriod = 90;

/** Weeks over a quarter or less; months over a year. */
export function trendInterval(days: number): "WEEK" | "MONTH" {
  return days <= 90 ? "WEEK" : "MONTH";
}

/** A topic's key: a built-in one (WAIT_TIME) or a tenant's (CUSTOM_1A2B3C4D). */
export const TOPIC_KEY_PATTERN = /^[A-Z][A-Z0-9_]{1,39}$/;
export const CUSTOM_TOPIC_PREFIX = "CUSTOM_";

/** A tenant topic's key, fixed when it is created (names may change, the key stays). */
export function customTopicKey(id: string): string {
  return `${CUSTOM_TOPIC_PREFIX}${id.replace(/-/g, "").slice(0, 12).toUpperCase()}`;
}

/** Keywords as the analyzer compares them: trimmed, lower case, each once. */
export function normalizedKeywords(words: readonly string[]): string[] {
  return [...new Set(words.map((word) => word.trim().toLowerCase()).filter(Boolean))];
}

/** The first day (YYYY-MM-DD, UTC) of a period of `days` ending on `today`. */
export function periodStart(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - (days - 1));
  return date.toISOString().slice(0, 10);
}

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
