import { getDb } from "@/lib/db/client";
import { getQueue } from "@/lib/jobs/runtime";
import { handlePushRequest } from "@/lib/pubsub/handler";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  return handlePushRequest(await getDb(), request, getQueue);
}
