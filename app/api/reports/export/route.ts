import { getDb } from "@/lib/db/client";
import { handleReportExport } from "@/lib/reports/pdf-route";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** A report as a PDF or CSV download (see handleReportExport). */
export async function GET(request: Request) {
  return handleReportExport(await getDb(), request);
}
