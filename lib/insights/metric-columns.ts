// The import writes and the reports read the columns through this map, so the two cannot drift.
import type { metricRunningTotals } from "@/lib/db/schema";
import { DAILY_METRICS, type DailyMetric } from "@/lib/maps/types-performance";

export const METRIC_COLUMNS = {
  BUSINESS_IMPRESSIONS_DESKTOP_MAPS: "impressionsDesktopMaps",
  BUSINESS_IMPRESSIONS_DESKTOP_SEARCH: "impressionsDesktopSearch",
  BUSINESS_IMPRESSIONS_MOBILE_MAPS: "impressionsMobileMaps",
  BUSINESS_IMPRESSIONS_MOBILE_SEARCH: "impressionsMobileSearch",
  BUSINESS_DIRECTION_REQUESTS: "directionRequests",
  CALL_CLICKS: "callClicks",
  WEBSITE_CLICKS: "websiteClicks",
  BUSINESS_CONVERSATIONS: "conversations",
  BUSINESS_BOOKINGS: "bookings",
  BUSINESS_FOOD_ORDERS: "foodOrders",
  BUSINESS_FOOD_MENU_CLICKS: "foodMenuClicks",
} as const satisfies Record<DailyMetric, keyof typeof metricRunningTotals.$inferSelect>;

export type MetricColumn = (typeof METRIC_COLUMNS)[DailyMetric];

/** For raw SQL; a unit test keeps both maps in step. */
export const METRIC_SQL_COLUMNS = {
  BUSINESS_IMPRESSIONS_DESKTOP_MAPS: "impressions_desktop_maps",
  BUSINESS_IMPRESSIONS_DESKTOP_SEARCH: "impressions_desktop_search",
  BUSINESS_IMPRESSIONS_MOBILE_MAPS: "impressions_mobile_maps",
  BUSINESS_IMPRESSIONS_MOBILE_SEARCH: "impressions_mobile_search",
  BUSINESS_DIRECTION_REQUESTS: "direction_requests",
  CALL_CLICKS: "call_clicks",
  WEBSITE_CLICKS: "website_clicks",
  BUSINESS_CONVERSATIONS: "conversations",
  BUSINESS_BOOKINGS: "bookings",
  BUSINESS_FOOD_ORDERS: "food_orders",
  BUSINESS_FOOD_MENU_CLICKS: "food_menu_clicks",
} as const satisfies Record<DailyMetric, string>;

export const METRIC_COLUMN_ENTRIES: readonly { metric: DailyMetric; column: MetricColumn }[] =
  DAILY_METRICS.map((metric) => ({ metric, column: METRIC_COLUMNS[metric] }));

export function isDailyMetric(name: string): name is DailyMetric {
  return (DAILY_METRICS as readonly string[]).includes(name);
}
