import { getDb } from "@/lib/db/client";
import { openReviewLink } from "@/lib/review-links/service";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * A store's review link, as its QR card encodes it: no session, counts the scan and sends the
 * visitor on to the store's review form. An unknown code (or a store no longer public) is a 404
 * that names nothing.
 */
export async function GET(_request: Request, { params }: RouteContext<"/api/r/[code]">) {
  const { code } = await params;
  const target = await openReviewLink(await getDb(), code);
  if (!target)
    return new Response("Not found", { status: 404, headers: { "cache-control": "no-store" } });
  return new Response(null, {
    status: 302,
    headers: { location: target, "cache-control": "no-store", "referrer-policy": "no-referrer" },
  });
}
