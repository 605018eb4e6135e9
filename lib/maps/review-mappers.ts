import type {
  DailyMetric,
  FetchMultiDailyMetricsTimeSeriesResponse,
  GoogleDate,
  StarRating,
} from "./types";

// Maps-service values in the product's terms.

const STARS: readonly StarRating[] = ["ONE", "TWO", "THREE", "FOUR", "FIVE"];

/** "ONE".."FIVE" → 1..5; anything else (STAR_RATING_UNSPECIFIED) → null. */
export function starRatingToNumber(rating: string | undefined): number | null {
  const index = STARS.indexOf(rating as StarRating);
  return index < 0 ? null : index + 1;
}

/** 1..5 → "ONE".."FIVE"; throws outside that range. */
export function numberToStarRating(stars: number): StarRating {
  const rating = STARS[stars - 1];
  if (!Number.isInteger(stars) || !rating) throw new RangeError(`Not a star rating: ${stars}`);
  return rating;
}

export function googleDateToDay(date: GoogleDate): string {
  return `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
}

export type DailyMetricPoint = { metric: DailyMetric; day: string; value: number };

/** Every dated value of a Performance answer, with the days Google left at 0 as 0. */
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
