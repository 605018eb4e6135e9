import "server-only";
import type { Db } from "@/lib/db/client";
import type {
  LocationMetric,
  PerformanceReport,
  StorePerformance,
} from "@/lib/graphql/generated/resolvers";
import { actionCounts, totalActions, totalImpressions } from "@/lib/insights/income";
import type { ReportContext } from "./context";
import { topKeywords } from "./keywords";
import { metricsDataFrom, type MetricSums } from "./metric-days";
import { REPORT_METRICS } from "../metric-columns";
import type { MetricReportData } from "./metrics";
import { postActivity } from "./post-activity";
import { daysOf, toDateRange } from "../range";
import { scopeStoreCount } from "./scope";
import type { StoreTotals } from "./store-totals";

const asTotals = (sums: MetricSums) =>
  [...sums].map(([metric, totalValue]) => ({ metric, totalValue }));

/** The report's metrics first in their usual order, then any other one the stores reported. */
function metricNames(data: MetricReportData): string[] {
  const extra = [...new Set([...data.current.keys(), ...data.previous.keys()])]
    .filter((metric) => !(REPORT_METRICS as string[]).includes(metric))
    .sort();
  return [...REPORT_METRICS, ...extra];
}

function storePerformance(store: StoreTotals, previous?: StoreTotals): StorePerformance {
  return {
    locationId: store.locationId,
    name: store.name,
    storeCode: store.storeCode,
    locality: store.locality,
    impressions: store.impressions,
    actions: store.actions,
    directions: store.directions,
    calls: store.calls,
    website: store.website,
    actionsPrevious: previous?.actions ?? 0,
  };
}

/** The performance section from the metric numbers, the keywords, posts and store count. */
export async function loadPerformance(
  db: Db,
  context: ReportContext,
  data: MetricReportData,
): Promise<PerformanceReport> {
  const { scope, range, compare, timeZone } = context;
  const [keywords, posts, storeCount, dataFrom] = await Promise.all([
    topKeywords(db, scope, range),
    postActivity(db, scope, timeZone, range, compare),
    scopeStoreCount(db, scope),
    metricsDataFrom(db, scope),
  ]);
  const metrics: LocationMetric[] = metricNames(data).map((metric) => ({
    metric,
    totalValue: data.current.get(metric) ?? 0,
    totalPrevious: data.previous.get(metric) ?? 0,
  }));
  const current = asTotals(data.current);
  const previous = asTotals(data.previous);
  const days = daysOf(range);
  return {
    range: toDateRange(range),
    compareRange: compare ? toDateRange(compare) : null,
    dataFrom,
    storeCount,
    metrics,
    impressions: {
      metric: "IMPRESSIONS",
      totalValue: totalImpressions(current),
      totalPrevious: totalImpressions(previous),
    },
    actions: {
      metric: "ACTIONS",
      totalValue: totalActions(actionCounts(current)),
      totalPrevious: totalActions(actionCounts(previous)),
    },
    daily: metrics.map(({ metric }) => ({
      metric,
      points: days.map((day) => ({ day, value: data.daily.get(day)?.get(metric) ?? 0 })),
    })),
    topStores: data.rankings.top.map((s) =>
      storePerformance(s, data.previousByStore.get(s.locationId)),
    ),
    bottomStores: data.rankings.bottom.map((s) =>
      storePerformance(s, data.previousByStore.get(s.locationId)),
    ),
    keywords,
    posts,
  };
}
