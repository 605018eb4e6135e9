// What a campaign may hold (spec §5): its types, statuses and every count and length.

export const CAMPAIGN_TYPES = ["SEARCH", "PERFORMANCE_MAX"] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];
export const CAMPAIGN_STATUSES = [
  "DRAFT",
  "PROCESSING",
  "ACTIVE",
  "PAUSED",
  "DISAPPROVED",
  "ENDED",
  "FAILED",
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const ADS_LIMITS = {
  customerIdDigits: 10,
  name: { min: 1, max: 80 },
  templateName: { min: 2, max: 60 },
  /** A list's name filter needs this many characters (spec §5 generic). */
  searchMin: 2,
  radiusKm: { min: 1, max: 100 },
  dailyBudget: { min: 0.01, max: 1_000_000 },
  stores: 1_000,
  finalUrl: { max: 2_048 },
  keyword: { max: 80, words: 10 },
  keywords: { min: 1, max: 50 },
  /** Search (responsive search ads): 3-15 titles of 30, 2-4 descriptions of 90. */
  search: {
    headlines: { min: 3, max: 15, length: 30 },
    descriptions: { min: 2, max: 4, length: 90 },
  },
  /** Performance Max (spec §5). */
  pmax: {
    headlines: { min: 3, max: 15, length: 30, short: 15 },
    longHeadlines: { min: 1, max: 5, length: 90 },
    descriptions: { min: 2, max: 5, length: 90, short: 60 },
    logos: { min: 1, max: 5 },
    images: { max: 20 },
    videos: { max: 5, seconds: 10 },
  },
} as const;
