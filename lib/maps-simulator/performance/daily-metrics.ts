import type { DailyMetric, GoogleDate, OpenStatus } from "@/lib/maps/types";
import { drawFrom } from "../ids";

// Daily metrics are computed, never stored: a pure function of location, metric and date.

/** Typical day of a mid-sized store, before its own scale, weekday and season. */
const TYPICAL: Record<DailyMetric, number> = {
  BUSINESS_IMPRESSIONS_DESKTOP_MAPS: 14,
  BUSINESS_IMPRESSIONS_DESKTOP_SEARCH: 35,
  BUSINESS_IMPRESSIONS_MOBILE_MAPS: 120,
  BUSINESS_IMPRESSIONS_MOBILE_SEARCH: 160,
  BUSINESS_DIRECTION_REQUESTS: 9,
  CALL_CLICKS: 4,
  WEBSITE_CLICKS: 6,
  // Chats and bookings are rare next to calls; food orders and menu clicks only food places get.
  BUSINESS_CONVERSATIONS: 1.2,
  BUSINESS_BOOKINGS: 0.7,
  BUSINESS_FOOD_ORDERS: 3,
  BUSINESS_FOOD_MENU_CLICKS: 5,
};
const ACTIONS = new Set<DailyMetric>([
  "BUSINESS_DIRECTION_REQUESTS",
  "CALL_CLICKS",
  "WEBSITE_CLICKS",
  "BUSINESS_CONVERSATIONS",
  "BUSINESS_BOOKINGS",
  "BUSINESS_FOOD_ORDERS",
  "BUSINESS_FOOD_MENU_CLICKS",
]);
const FOOD_ONLY = new Set<DailyMetric>(["BUSINESS_FOOD_ORDERS", "BUSINESS_FOOD_MENU_CLICKS"]);
/** Monday first: weekends bring more searches to shops. */
const WEEKDAY = [0.9, 0.85, 0.9, 0.95, 1.1, 1.35, 1.15];

export type MetricLocation = {
  id: string;
  published: boolean;
  openStatus: OpenStatus;
  food?: boolean;
};

export function dateKey(date: GoogleDate): string {
  return `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
}

const scales = new Map<string, number>();

/** A kiosk sees a fifth of a typical store, a flagship four times. */
export function storeScale(locationId: string): number {
  let scale = scales.get(locationId);
  if (scale === undefined) {
    // Asked once per value served: kept, as a pure function of the id (bounded like a cache).
    if (scales.size >= 100_000) scales.clear();
    scale = 0.2 + drawFrom(`scale:${locationId}`).next() ** 2 * 3.8;
    scales.set(locationId, scale);
  }
  return scale;
}

// 0 before publication, in the future and when unpublished.
export function dailyMetricValue(
  location: MetricLocation,
  metric: DailyMetric,
  date: GoogleDate,
  today: Date = new Date(),
): number {
  if (!location.published) return 0;
  if (FOOD_ONLY.has(metric) && !location.food) return 0;
  const ms = Date.UTC(date.year, date.month - 1, date.day);
  if (ms > today.getTime()) return 0;
  const closed = location.openStatus !== "OPEN";
  // Closed stores still show up in searches, less; nobody asks for directions to them.
  if (closed && ACTIONS.has(metric)) return 0;
  const status = location.openStatus === "CLOSED_PERMANENTLY" ? 0.25 : closed ? 0.5 : 1;
  const weekday = WEEKDAY[(new Date(ms).getUTCDay() + 6) % 7]!;
  const dayOfYear = (ms - Date.UTC(date.year, 0, 1)) / 86_400_000;
  // December shopping peak, quieter late summer.
  const season = 1 + 0.2 * Math.cos(((dayOfYear - 350) / 365) * 2 * Math.PI);
  const noise = 0.7 + drawFrom(`metric:${location.id}:${metric}:${dateKey(date)}`).next() * 0.6;
  return Math.round(TYPICAL[metric] * storeScale(location.id) * status * weekday * season * noise);
}

export function datesBetween(start: GoogleDate, end: GoogleDate): GoogleDate[] {
  const dates: GoogleDate[] = [];
  const last = Date.UTC(end.year, end.month - 1, end.day);
  for (let ms = Date.UTC(start.year, start.month - 1, start.day); ms <= last; ms += 86_400_000) {
    const d = new Date(ms);
    dates.push({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
  }
  return dates;
}
