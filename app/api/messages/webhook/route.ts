import { getDb } from "@/lib/db/client";
import { handleMessagesWebhook } from "@/lib/messages/webhook";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  return handleMessagesWebhook(await getDb(), request);
}
