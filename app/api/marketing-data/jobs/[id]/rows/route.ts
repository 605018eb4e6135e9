import { getDb } from "@/lib/db/client";
import { serveJobRows } from "@/lib/marketing/downloads";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** An extract job's rows as a CSV download (see serveJobRows). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return serveJobRows(await getDb(), request, (await params).id);
}
