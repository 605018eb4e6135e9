import "server-only";
import { getTranslations } from "next-intl/server";
import { query } from "@/lib/apollo/rsc-client";
import { apiErrorCode } from "@/lib/apollo/error-code";
import type { RevenueSettingsInput } from "@/lib/reports/schema";
import { reportVariables, type ReportParams } from "@/lib/reports/params";
import { ReportFilterOptionsQuery, ReportPageQuery } from "@/lib/reports/operations";
import type { ReportData } from "./report-view";

type FilterOptions = { labels: string[]; cities: string[] };

export type LoadedReport =
  | { ok: true; data: ReportData; settings: RevenueSettingsInput; options: FilterOptions }
  | { ok: false; message: string; options: FilterOptions };

/** The first refusal's reports.errors key (the API names the rule), if the viewer has a text for it. */
function issueKey(error: unknown): string | null {
  const errors = (error as { errors?: { extensions?: { issues?: unknown } }[] } | undefined)
    ?.errors;
  const issues = errors?.[0]?.extensions?.issues;
  if (!Array.isArray(issues)) return null;
  const message = (issues[0] as { message?: unknown } | undefined)?.message;
  return typeof message === "string" ? message : null;
}

/**
 * The report of `params` and its filters' options, read through the schema in-process as the
 * viewer; a refusal comes back as the viewer's translated message, never as a thrown error.
 */
export async function loadReport(params: ReportParams): Promise<LoadedReport> {
  const [t, report, filters] = await Promise.all([
    getTranslations(),
    query({ query: ReportPageQuery, variables: reportVariables(params) }),
    query({ query: ReportFilterOptionsQuery, variables: { workspaceId: params.workspaceId } }),
  ]);
  const options = filters.data?.reportFilterOptions ?? { labels: [], cities: [] };
  const { performance, reviewStats, revenue } = report.data ?? {};
  if (report.error || !performance || !reviewStats || !revenue) {
    const key = issueKey(report.error);
    const message =
      key && t.has(`reports.errors.${key}`)
        ? t(`reports.errors.${key}` as "reports.title")
        : t(`api.errors.${apiErrorCode(report.error)}`);
    if (!key) console.error("Loading a report failed", report.error);
    return { ok: false, message, options };
  }
  const { ticket, conversionPercent, currency } = revenue.settings;
  return {
    ok: true,
    data: { performance, reviews: reviewStats, revenue },
    settings: { ticket, conversionPercent, currency: currency as RevenueSettingsInput["currency"] },
    options,
  };
}
