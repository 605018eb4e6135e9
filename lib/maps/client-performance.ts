import "server-only";
import { locationResource } from "./resource-names";
import type { Transport } from "./transport";
import {
  MAX_SEARCH_KEYWORDS_PAGE_SIZE,
  type DailyMetric,
  type FetchMultiDailyMetricsTimeSeriesResponse,
  type GoogleDate,
  type GoogleMonth,
  type ListSearchKeywordImpressionsMonthlyResponse,
  type SearchKeywordCount,
} from "./types";

export type DayInput = GoogleDate | string;

/** A month as { year, month } or "YYYY-MM" (a "YYYY-MM-DD" day stands for its month). */
export type MonthInput = GoogleMonth | string;

export function toGoogleDay(day: DayInput): GoogleDate {
  if (typeof day !== "string") return day;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new TypeError(`Not a YYYY-MM-DD day: ${day}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

export function toGoogleMonth(month: MonthInput): GoogleMonth {
  if (typeof month !== "string") return { year: month.year, month: month.month };
  const match = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(month);
  if (!match) throw new TypeError(`Not a YYYY-MM month: ${month}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

export type ListSearchKeywordsOptions = { pageSize?: number; pageToken?: string };

export function performanceApi(t: Transport) {
  const api = {
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

    /** Each keyword's impressions summed over the months, both ends included. */
    listSearchKeywords(
      location: string,
      range: { start: MonthInput; end: MonthInput },
      options: ListSearchKeywordsOptions = {},
    ) {
      const start = toGoogleMonth(range.start);
      const end = toGoogleMonth(range.end);
      return t.get<ListSearchKeywordImpressionsMonthlyResponse>(
        "businessprofileperformance",
        `v1/${locationResource(location)}/searchkeywords/impressions/monthly`,
        {
          "monthlyRange.start_month.year": start.year,
          "monthlyRange.start_month.month": start.month,
          "monthlyRange.end_month.year": end.year,
          "monthlyRange.end_month.month": end.month,
          pageSize: options.pageSize,
          pageToken: options.pageToken,
        },
      );
    },

    listAllSearchKeywords(
      location: string,
      range: { start: MonthInput; end: MonthInput },
    ): Promise<SearchKeywordCount[]> {
      return t.collectPages(async (pageToken) => {
        const page = await api.listSearchKeywords(location, range, {
          pageSize: MAX_SEARCH_KEYWORDS_PAGE_SIZE,
          pageToken,
        });
        return { items: page.searchKeywordsCounts ?? [], next: page.nextPageToken };
      });
    },
  };
  return api;
}
