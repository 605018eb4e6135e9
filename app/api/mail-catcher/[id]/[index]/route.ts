import { getUserFromClaims } from "@/lib/auth/session";
import { readClaimsFromRequest } from "@/lib/auth/token";
import { getDb } from "@/lib/db/client";
import { mailCatcherOn, mailReader } from "@/lib/mail/catcher";
import { getOutboxMessage } from "@/lib/mail/outbox";
import { isUuid } from "@/lib/validation/ids";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const refuse = (status: number, code: string) => Response.json({ error: { code } }, { status });

/**
 * GET /api/mail-catcher/{id}/{index}: an attachment of a caught email, for the mail catcher's
 * readers only (its tenant's ADMIN), and only while MAIL_CATCHER=on; 404 otherwise.
 */
export async function GET(
  request: Request,
  context: RouteContext<"/api/mail-catcher/[id]/[index]">,
) {
  if (!mailCatcherOn()) return refuse(404, "NOT_FOUND");
  const db = await getDb();
  const claims = await readClaimsFromRequest(request);
  const user = claims ? await getUserFromClaims(db, claims) : null;
  if (!user) return refuse(401, "UNAUTHENTICATED");
  const reader = mailReader(user);
  if (!reader) return refuse(403, "FORBIDDEN");
  const { id, index } = await context.params;
  const message = isUuid(id) ? await getOutboxMessage(db, reader, id) : null;
  const attachment = message?.attachments[Number(index)];
  if (!attachment || !/^\d+$/.test(index)) return refuse(404, "NOT_FOUND");
  const filename = attachment.filename.replace(/[^\w.\-]/g, "_");
  return new Response(Buffer.from(attachment.base64, "base64"), {
    headers: {
      "content-type": attachment.contentType,
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    },
  });
}
