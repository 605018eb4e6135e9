// The daily metrics a report shows and the metric_running_totals column (its SQL name) each one
// is summed in, from the one mapping the metrics import writes through.
import { getTableColumns } from "drizzle-orm";
import { metricRunningTotals } from "@/lib/db/schema";
import { METRIC_COLUMN_ENTRIES } from "@/lib/insights/metric-columns";
import { DAILY_METRICS, type DailyMetric } from "@/lib/maps/types-performance";

const sqlColumns = getTableColumns(metricRunningTotals);

export const REPORT_METRIC_COLUMNS = Object.fromEntries(
  METRIC_COLUMN_ENTRIES.map(({ metric, column }) => [metric, sqlColumns[column].name]),
) as Record<DailyMetric, string>;

export type ReportMetric = DailyMetric;
export const REPORT_METRICS: readonly ReportMetric[] = DAILY_METRICS;
