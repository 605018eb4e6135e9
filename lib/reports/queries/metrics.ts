import "server-only";
import type { Db } from "@/lib/db/client";
import type { ReportContext } from "./context";
import { loadMetricDays, type MetricDays } from "./metric-days";
import { rankStores, storeTotalsOf, type StoreRankings, type StoreTotals } from "./store-totals";

/** The metric numbers the performance and revenue sections both read. */
export type MetricReportData = MetricDays & {
  rankings: StoreRankings;
  /** The ranked stores' totals over the compared range (empty without one). */
  previousByStore: Map<string, StoreTotals>;
};

export async function loadMetricReportData(
  db: Db,
  { scope, range, compare }: ReportContext,
): Promise<MetricReportData> {
  const [days, rankings] = await Promise.all([
    loadMetricDays(db, scope, range, compare),
    rankStores(db, scope, range),
  ]);
  const ranked = [...rankings.top, ...rankings.bottom, ...rankings.byTraffic].map(
    (store) => store.locationId,
  );
  const previousByStore = compare
    ? await storeTotalsOf(db, {
        tenantId: scope.tenantId,
        storeIds: [...new Set(ranked)],
        range: compare,
      })
    : new Map<string, StoreTotals>();
  return { ...days, rankings, previousByStore };
}
