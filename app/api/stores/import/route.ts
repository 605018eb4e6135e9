import { getDb } from "@/lib/db/client";
import { handleStoreImport } from "@/lib/store-import/http";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** A store spreadsheet to preview (see handleStoreImport); nothing is sent until it is applied. */
export async function POST(request: Request) {
  return handleStoreImport(await getDb(), request);
}
