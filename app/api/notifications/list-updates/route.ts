import { getDb } from "@/lib/db/client";
import { handleListUpdates } from "@/lib/notifications/list-updates";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  return handleListUpdates(await getDb(), request);
}
