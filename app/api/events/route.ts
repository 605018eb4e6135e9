import { after } from "next/server";
import { getDb } from "@/lib/db/client";
import { handleEventRequest } from "@/lib/events/handler";
import { forwardEvent } from "@/lib/events/forward";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  const { response, stored } = await handleEventRequest(await getDb(), request);
  // Forward after answering, so a slow collector never delays the page.
  if (stored) after(() => forwardEvent(stored));
  return response;
}
