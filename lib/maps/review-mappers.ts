import type {
  DailyMetric,
  FetchMultiDailyMetricsTimeSeriesResponse,
  GoogleDate,
  StarRating,
} from "./types";

const STARS: readonly StarRating[] = ["ONE", "TWO", "THREE", "FOUR", "FIVE"];

export function starRatingToNumber(rating: string | undefined): number | null {
  const index = STARS.indexOf(rating as StarRating);
  return index < 0 ? null : index + 1;
}

export function numberToStarRating(stars: number): StarRating {
  const rating = STARS[stars - 1];
  if (!Number.isInteger(stars) || !rating) throw new RangeError(`Not a star rating: ${stars}`);
  return rating;
}

export function googleDateToDay(date: GoogleDate): string {
  return `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
}

export type DailyMetricPoint = { metric: DailyMetric; day: string; value: number };

/** Google leaves days with 0 out. */
export function dailyMetricPoints(
  answer: FetchMultiDailyMetricsTimeSeriesResponse,
): DailyMetricPoint[] {
  return (answer.multiDailyMetricTimeSeries ?? []).flatMap((group) =>
    (group.dailyMetricTimeSeries ?? []).flatMap((series) =>
      (series.timeSeries.datedValues ?? []).map((dated) => ({
        metric: series.dailyMetric,
        day: googleDateToDay(dated.date),
        value: dated.value === undefined ? 0 : Number(dated.value),
      })),
    ),
  );
}
