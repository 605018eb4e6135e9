import "server-only";
import { createTranslator } from "next-intl";
import { withSection } from "@/lib/auth/with-section";
import type { Locale } from "@/lib/i18n/config";
import { requestLocale } from "@/lib/i18n/request-locale";
import { WorkspaceNotFoundError } from "@/lib/workspaces/selection";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { ReportInputError } from "./errors";
import { COMPARISONS, parseReportParams } from "./params";
import { buildReportFile, type ReportFileFormat } from "./pdf-file";

const MESSAGES = { en, es } as const;
const FORMATS: Record<string, ReportFileFormat> = { pdf: "PDF", csv: "CSV" };

/** A refusal with its code and, for bad filters, the message the report page shows for it. */
function refusal(status: number, code: string, locale: Locale, key?: string): Response {
  const t = createTranslator({ locale, messages: MESSAGES[locale] });
  const path = key ? `reports.errors.${key}` : null;
  const message = path && t.has(path as "reports.title") ? t(path as "reports.title") : undefined;
  return Response.json({ error: { code, message } }, { status });
}

/** Always of the caller's own tenant: 401 without a session, 403 without the section, 400 for bad
 * filters, 404 for another tenant's workspace. A read, so a plain link works without the CSRF header. */
export const handleReportExport = withSection("report", async ({ db, tenantId }, request) => {
  const locale = requestLocale(request);
  const url = new URL(request.url);
  const format = FORMATS[url.searchParams.get("format") ?? "pdf"];
  if (!format) return refusal(400, "BAD_USER_INPUT", locale);
  const raw: Record<string, string[]> = {};
  for (const [key, value] of url.searchParams) (raw[key] ??= []).push(value);
  const parsed = parseReportParams(raw, new Date());
  if (!parsed.ok) return refusal(400, "BAD_USER_INPUT", locale, parsed.error);
  const { params } = parsed;
  try {
    const file = await buildReportFile(
      db,
      {
        tenantId,
        workspaceId: params.workspaceId,
        storeIds: params.storeIds,
        labels: params.labels,
        cities: params.cities,
        range: { start: params.range.from, end: params.range.to },
        compareTo: COMPARISONS[params.compare],
      },
      format,
      locale,
    );
    return new Response(file.bytes as BodyInit, {
      headers: {
        "content-type": file.contentType,
        "content-disposition": `attachment; filename="${file.filename}"`,
        "cache-control": "no-store",
      },
    });
  } catch (error) {
    if (error instanceof ReportInputError)
      return refusal(400, "BAD_USER_INPUT", locale, error.issues[0]?.message);
    if (error instanceof WorkspaceNotFoundError)
      return refusal(404, "NOT_FOUND", locale, "workspaceNotFound");
    throw error;
  }
});
