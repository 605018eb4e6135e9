import { withSection } from "@/lib/auth/with-section";
import { getDb } from "@/lib/db/client";
import { mailCatcherOn, mailReader } from "@/lib/mail/catcher";
import { getOutboxMessage } from "@/lib/mail/outbox";
import { isUuid } from "@/lib/validation/ids";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Context = RouteContext<"/api/mail-catcher/[id]/[index]">;

const refuse = (status: number, code: string) => Response.json({ error: { code } }, { status });

const readAttachment = withSection(
  (_roles, user) => mailReader(user) !== null,
  async ({ db, user }, _request, context: Context) => {
    const reader = mailReader(user)!;
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
  },
);

/**
 * GET /api/mail-catcher/{id}/{index}: an attachment of a caught email, for the mail catcher's
 * readers only (its tenant's ADMIN), and only while MAIL_CATCHER=on; 404 otherwise.
 */
export async function GET(request: Request, context: Context) {
  if (!mailCatcherOn()) return refuse(404, "NOT_FOUND");
  return readAttachment(await getDb(), request, context);
}
