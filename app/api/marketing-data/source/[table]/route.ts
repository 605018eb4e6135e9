import { getDb } from "@/lib/db/client";
import { serveSourceTable } from "@/lib/marketing/downloads";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** One of the tenant's source tables as a CSV download (see serveSourceTable). */
export async function GET(request: Request, { params }: { params: Promise<{ table: string }> }) {
  return serveSourceTable(await getDb(), request, (await params).table);
}
