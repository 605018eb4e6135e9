import "server-only";
import { getDb } from "@/lib/db/client";
import {
  DAILY_METRICS,
  MAX_DAILY_METRICS_RANGE_DAYS as MAX_DAYS,
  type DailyMetric,
  type FetchMultiDailyMetricsTimeSeriesResponse,
  type GoogleDate,
} from "@/lib/maps/types";
import { businessCaller } from "../api-auth";
import { invalidArgument, json } from "../http";
import { findCategory } from "../categories";
import { requireCallerLocation } from "../location-access";
import { dailyMetricValue, datesBetween } from "../performance/daily-metrics";

function datePart(params: URLSearchParams, which: "start" | "end", part: string): number {
  const raw =
    params.get(`dailyRange.${which}_date.${part}`) ?? params.get(`dailyRange.${which}Date.${part}`);
  if (raw === null || !/^\d{1,4}$/.test(raw))
    throw invalidArgument(`daily_range.${which}_date`, "Invalid date");
  return Number(raw);
}

function readDate(params: URLSearchParams, which: "start" | "end"): GoogleDate {
  const date = {
    year: datePart(params, which, "year"),
    month: datePart(params, which, "month"),
    day: datePart(params, which, "day"),
  };
  const probe = new Date(Date.UTC(date.year, date.month - 1, date.day));
  if (date.year < 1970 || probe.getUTCMonth() !== date.month - 1 || probe.getUTCDate() !== date.day)
    throw invalidArgument(`daily_range.${which}_date`, "Invalid date");
  return date;
}

const toMs = (d: GoogleDate) => Date.UTC(d.year, d.month - 1, d.day);

export async function fetchMultiDailyMetrics(
  request: Request,
  locationId: string,
): Promise<Response> {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  const params = new URL(request.url).searchParams;
  const metrics = [...new Set(params.getAll("dailyMetrics"))];
  if (metrics.length === 0)
    throw invalidArgument("daily_metrics", "At least one metric is required");
  for (const metric of metrics)
    if (!(DAILY_METRICS as readonly string[]).includes(metric))
      throw invalidArgument("daily_metrics", `Unsupported metric: ${metric.slice(0, 60)}`);
  const start = readDate(params, "start");
  const end = readDate(params, "end");
  if (toMs(end) < toMs(start))
    throw invalidArgument("daily_range", "end_date is before start_date");
  if ((toMs(end) - toMs(start)) / 86_400_000 >= MAX_DAYS)
    throw invalidArgument("daily_range", `At most ${MAX_DAYS} days`);
  const location = await requireCallerLocation(db, caller, locationId);
  const primary = location.data.categories?.primaryCategory?.name;
  const food = primary ? findCategory(primary)?.group === "food" : false;
  const dates = datesBetween(start, end);
  const today = new Date();
  const body: FetchMultiDailyMetricsTimeSeriesResponse = {
    multiDailyMetricTimeSeries: [
      {
        dailyMetricTimeSeries: (metrics as DailyMetric[]).map((dailyMetric) => ({
          dailyMetric,
          timeSeries: {
            datedValues: dates.map((date) => {
              const value = dailyMetricValue({ ...location, food }, dailyMetric, date, today);
              // Int64 as a string, and omitted when 0, as proto3 JSON writes it.
              return value ? { date, value: String(value) } : { date };
            }),
          },
        })),
      },
    ],
  };
  return json(body);
}
