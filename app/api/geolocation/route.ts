import { getDb } from "@/lib/db/client";
import { handlePinProposal } from "@/lib/geolocation/submit-handler";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** A store's pin proposed from a phone through its link (no session: the token is the proof). */
export async function POST(request: Request) {
  return handlePinProposal(await getDb(), request);
}
