// Business Profile Performance v1, as JSON on the wire.

export const DAILY_METRICS = [
  "BUSINESS_IMPRESSIONS_DESKTOP_MAPS",
  "BUSINESS_IMPRESSIONS_DESKTOP_SEARCH",
  "BUSINESS_IMPRESSIONS_MOBILE_MAPS",
  "BUSINESS_IMPRESSIONS_MOBILE_SEARCH",
  "BUSINESS_DIRECTION_REQUESTS",
  "CALL_CLICKS",
  "WEBSITE_CLICKS",
] as const;

export type DailyMetric = (typeof DAILY_METRICS)[number];

/** google.type.Date */
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
