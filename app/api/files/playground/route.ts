import { getDb } from "@/lib/db/client";
import { handlePlayground } from "@/lib/files/playground-handler";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** An image re-encoded as an upload would be, without storing it (/apps/home/image-playground). */
export async function POST(request: Request) {
  return handlePlayground(await getDb(), request);
}
