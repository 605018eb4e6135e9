import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { tenants, workspaces } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/config";
import { todayIn } from "@/lib/posts/time";
import { buildReportCsv } from "./csv";
import { buildReportPdf } from "./pdf";
import { exportFilename } from "./pdf-text";
import { addDays } from "./range";
import { loadReport } from "./queries/report";
import type { ReportFilterSnapshot } from "@/lib/db/schema";
import type { Report, ReportQuery } from "./types";

export type ReportFileFormat = "PDF" | "CSV";

export type ReportFile = {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
  report: Report;
};

async function exportScope(db: Db, tenantId: string, workspaceId?: string | null) {
  const [tenant] = await db
    .select({ name: tenants.name, timeZone: tenants.timeZone })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  let workspaceName: string | null = null;
  if (workspaceId) {
    const [workspace] = await db
      .select({ name: workspaces.name, isDefault: workspaces.isDefault })
      .from(workspaces)
      .where(and(eq(workspaces.id, workspaceId), eq(workspaces.tenantId, tenantId)));
    if (workspace && !workspace.isDefault) workspaceName = workspace.name;
  }
  return { tenantName: tenant?.name ?? "", timeZone: tenant?.timeZone ?? "UTC", workspaceName };
}

export async function tenantTimeZoneOf(
  db: Db,
  { tenantId }: { tenantId: string },
): Promise<string> {
  return (await exportScope(db, tenantId)).timeZone;
}

/** A saved report's days: `days` of them ending yesterday in the tenant's calendar. */
export function snapshotRange(days: number, timeZone: string, now: Date) {
  const end = addDays(todayIn(timeZone, now), -1);
  return { start: addDays(end, 1 - days), end };
}

export function snapshotQuery(
  tenantId: string,
  filters: ReportFilterSnapshot,
  timeZone: string,
  now: Date,
): ReportQuery {
  return {
    tenantId,
    workspaceId: filters.workspaceId ?? null,
    storeIds: filters.storeIds,
    labels: filters.labels,
    cities: filters.cities,
    range: snapshotRange(filters.days, timeZone, now),
  };
}

export async function buildReportFile(
  db: Db,
  query: ReportQuery,
  format: ReportFileFormat,
  locale: Locale,
  now = new Date(),
): Promise<ReportFile> {
  const [report, scope] = await Promise.all([
    loadReport(db, query),
    exportScope(db, query.tenantId, query.workspaceId),
  ]);
  const range = report.performance.range;
  if (format === "CSV") {
    return {
      filename: exportFilename(range, "csv"),
      contentType: "text/csv; charset=utf-8",
      bytes: new TextEncoder().encode(buildReportCsv(report, locale)),
      report,
    };
  }
  const bytes = await buildReportPdf(report, { ...scope, locale, generatedAt: now });
  return { filename: exportFilename(range, "pdf"), contentType: "application/pdf", bytes, report };
}
