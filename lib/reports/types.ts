import type { DayRange } from "@/lib/insights/period";
import type {
  PerformanceReport,
  ReportComparison,
  ReviewStats,
  RevenueReport,
} from "@/lib/graphql/generated/resolvers";

/** The stores a report covers: a workspace (the tenant's stores without one), narrowed. */
export type ReportScope = {
  tenantId: string;
  workspaceId?: string | null;
  storeIds?: readonly string[];
  labels?: readonly string[];
  cities?: readonly string[];
};

export type ReportQuery = ReportScope & {
  range: DayRange;
  /** PREVIOUS_PERIOD when absent. */
  compareTo?: ReportComparison;
};

export type Report = {
  performance: PerformanceReport;
  reviews: ReviewStats;
  revenue: RevenueReport;
};
