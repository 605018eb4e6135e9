import { getDb } from "@/lib/db/client";
import { serveSignedFile } from "@/lib/files/serve";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return serveSignedFile(await getDb(), request, (await params).id);
}
