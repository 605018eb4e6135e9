import { getDb } from "@/lib/db/client";
import { handleCostCsv } from "@/lib/admin/costs-csv-route";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The month's cost table as CSV (Super Admins only). */
export async function GET(request: Request) {
  return handleCostCsv(await getDb(), request);
}
