import { getDb } from "@/lib/db/client";
import { handleStoreExport } from "@/lib/store-import/http";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The filtered store list as CSV or XLSX, every editable field (see handleStoreExport). */
export async function GET(request: Request) {
  return handleStoreExport(await getDb(), request);
}
