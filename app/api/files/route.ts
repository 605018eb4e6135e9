import { getDb } from "@/lib/db/client";
import { handleUpload } from "@/lib/files/upload-handler";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  return handleUpload(await getDb(), request);
}
