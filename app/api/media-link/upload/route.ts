import { getDb } from "@/lib/db/client";
import { handleLinkUpload } from "@/lib/media/link-upload";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  return handleLinkUpload(await getDb(), request);
}
