// Business Profile Performance v1.

export const DAILY_METRICS = [
  "BUSINESS_IMPRESSIONS_DESKTOP_MAPS",
  "BUSINESS_IMPRESSIONS_DESKTOP_SEARCH",
  "BUSINESS_IMPRESSIONS_MOBILE_MAPS",
  "BUSINESS_IMPRESSIONS_MOBILE_SEARCH",
  "BUSINESS_DIRECTION_REQUESTS",
  "CALL_CLICKS",
  "WEBSITE_CLICKS",
  "BUSINESS_CONVERSATIONS",
  "BUSINESS_BOOKINGS",
  "BUSINESS_FOOD_ORDERS",
  "BUSINESS_FOOD_MENU_CLICKS",
] as const;

export type DailyMetric = (typeof DAILY_METRICS)[number];

/** Longest daily range one fetchMultiDailyMetricsTimeSeries call answers (about 18 months). */
export const MAX_DAILY_METRICS_RANGE_DAYS = 550;

export type GoogleDate = { year: number; month: number; day: number };

/** Int64 travels as a string; Google omits it on days with 0. */
export type DatedValue = { date: GoogleDate; value?: string };

export type DailyMetricTimeSeries = {
  dailyMetric: DailyMetric;
  timeSeries: { datedValues?: DatedValue[] };
};

export type FetchMultiDailyMetricsTimeSeriesResponse = {
  multiDailyMetricTimeSeries?: { dailyMetricTimeSeries?: DailyMetricTimeSeries[] }[];
};

export const MAX_SEARCH_KEYWORDS_PAGE_SIZE = 100;

export type GoogleMonth = { year: number; month: number };

/**
 * A keyword's impressions summed over the asked months: the count, or for small counts only a
 * threshold it stays under (Int64 as strings).
 */
export type InsightsValue = { value: string } | { threshold: string };

export type SearchKeywordCount = { searchKeyword: string; insightsValue: InsightsValue };

export type ListSearchKeywordImpressionsMonthlyResponse = {
  searchKeywordsCounts?: SearchKeywordCount[];
  nextPageToken?: string;
};
