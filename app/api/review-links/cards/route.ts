import { getDb } from "@/lib/db/client";
import { handleCardsPdf } from "@/lib/review-links/pdf-route";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The chosen stores' QR review cards as one PDF (the store list's selection). */
export async function GET(request: Request) {
  return handleCardsPdf(await getDb(), request);
}
