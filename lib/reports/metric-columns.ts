// The daily metrics a report shows and the metric_running_totals column each one is summed in.
// Kept here until the metrics import exports its own mapping; then this file re-exports that one.

export const REPORT_METRIC_COLUMNS = {
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
} as const;

export type ReportMetric = keyof typeof REPORT_METRIC_COLUMNS;
export const REPORT_METRICS = Object.keys(REPORT_METRIC_COLUMNS) as ReportMetric[];
