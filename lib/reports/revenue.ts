import "server-only";
import type { RevenueReport } from "@/lib/graphql/generated/resolvers";
import { actionCounts, estimatedIncome, storeTraffic } from "@/lib/insights/income";
import type { ReportContext } from "./queries/context";
import type { MetricSums } from "./queries/metric-days";
import type { MetricReportData } from "./queries/metrics";
import { daysOf, toDateRange } from "./range";
import type { RevenueSettingsValues } from "./schema";

const trafficOf = (sums: MetricSums | undefined) =>
  storeTraffic(
    actionCounts([...(sums ?? [])].map(([metric, totalValue]) => ({ metric, totalValue }))),
  );

/**
 * Spec §9's estimate over the report: traffic from the actions, income = ticket × traffic ×
 * conversion %, in total, day by day and per store (the stores with the most traffic).
 */
export function buildRevenue(
  { range, compare }: ReportContext,
  data: MetricReportData,
  settings: RevenueSettingsValues,
): RevenueReport {
  const income = (traffic: number) =>
    estimatedIncome(settings.ticket, traffic, settings.conversionPercent);
  const traffic = trafficOf(data.current);
  const trafficPrevious = compare ? trafficOf(data.previous) : 0;
  return {
    range: toDateRange(range),
    compareRange: compare ? toDateRange(compare) : null,
    settings,
    traffic,
    trafficPrevious,
    income: income(traffic),
    incomePrevious: income(trafficPrevious),
    daily: daysOf(range).map((day) => ({ day, value: income(trafficOf(data.daily.get(day))) })),
    stores: data.rankings.byTraffic.map((store) => ({
      locationId: store.locationId,
      name: store.name,
      traffic: store.traffic,
      income: income(store.traffic),
      incomePrevious: income(data.previousByStore.get(store.locationId)?.traffic ?? 0),
    })),
  };
}
