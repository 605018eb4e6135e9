import "server-only";
import { locationResource } from "./resource-names";
import type { Transport } from "./transport";
import type { DailyMetric, FetchMultiDailyMetricsTimeSeriesResponse, GoogleDate } from "./types";

/** A day as google.type.Date or "YYYY-MM-DD". */
export type DayInput = GoogleDate | string;

export function toGoogleDay(day: DayInput): GoogleDate {
  if (typeof day !== "string") return day;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new TypeError(`Not a YYYY-MM-DD day: ${day}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

export function performanceApi(t: Transport) {
  return {
    /** Performance v1 fetchMultiDailyMetricsTimeSeries for one location, both days included. */
    fetchDailyMetrics(
      location: string,
      metrics: readonly DailyMetric[],
      range: { start: DayInput; end: DayInput },
    ) {
      const start = toGoogleDay(range.start);
      const end = toGoogleDay(range.end);
      return t.get<FetchMultiDailyMetricsTimeSeriesResponse>(
        "businessprofileperformance",
        `v1/${locationResource(location)}:fetchMultiDailyMetricsTimeSeries`,
        {
          dailyMetrics: metrics,
          "dailyRange.start_date.year": start.year,
          "dailyRange.start_date.month": start.month,
          "dailyRange.start_date.day": start.day,
          "dailyRange.end_date.year": end.year,
          "dailyRange.end_date.month": end.month,
          "dailyRange.end_date.day": end.day,
        },
      );
    },
  };
}
