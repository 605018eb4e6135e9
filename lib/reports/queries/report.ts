import "server-only";
import type { Db } from "@/lib/db/client";
import { reportContext } from "./context";
import { loadMetricReportData } from "./metrics";
import { loadPerformance } from "./performance";
import { buildRevenue } from "../revenue";
import { loadReviewStats } from "./review-stats";
import { getRevenueSettings } from "./revenue-settings";
import type { Report, ReportQuery } from "../types";

/** The page, its PDF and CSV, the emails and the share links all read this one call. */
export async function loadReport(db: Db, query: ReportQuery): Promise<Report> {
  const context = await reportContext(db, query);
  const [data, reviews, settings] = await Promise.all([
    loadMetricReportData(db, context),
    loadReviewStats(db, context),
    getRevenueSettings(db, { tenantId: query.tenantId }),
  ]);
  return {
    performance: await loadPerformance(db, context, data),
    reviews,
    revenue: buildRevenue(context, data, settings),
  };
}
