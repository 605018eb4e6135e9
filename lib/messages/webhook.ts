import "server-only";
import { z } from "zod";
import type { Db } from "@/lib/db/client";
import {
  businessMessagesClientToken,
  SIGNATURE_HEADER,
  webhookSignatureValid,
  type BusinessMessagesWebhook,
} from "@/lib/maps/business-messages";
import { messagesProvider } from "./provider";
import { MAX_REPLY_LENGTH } from "./rules";
import { receiveCustomerMessage } from "./service";

// POST /api/messages/webhook: Business Messages' delivery of a customer's message. Only a body
// signed with our client token is believed; anything else is refused before it is parsed.

const MAX_BODY = 64 * 1024;

const webhookSchema = z.object({
  agent: z.string().max(200),
  conversationId: z.string().min(1).max(100),
  requestId: z.string().max(200),
  message: z.object({
    messageId: z.string().min(1).max(200),
    name: z.string().max(300),
    text: z.string().min(1).max(MAX_REPLY_LENGTH),
    createTime: z.iso.datetime({ offset: true }),
  }),
  context: z.object({
    placeId: z.string().max(200).optional(),
    userInfo: z
      .object({ displayName: z.string().max(200).optional(), userDeviceLocale: z.string().max(20).optional() })
      .optional(),
    resolvedLocale: z.string().max(20).optional(),
  }),
  sendTime: z.string().max(40),
});

const answer = (status: number, body: Record<string, unknown> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

export async function handleMessagesWebhook(db: Db, request: Request): Promise<Response> {
  const token = businessMessagesClientToken();
  // With Google the service is retired: there is no webhook to call.
  if (messagesProvider().state !== "available" || !token) return answer(404, { error: "NOT_FOUND" });
  // A body declared past the cap is refused unread.
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY)
    return answer(413, { error: "TOO_LARGE" });
  const raw = await request.text().catch(() => "");
  if (raw.length > MAX_BODY) return answer(413, { error: "TOO_LARGE" });
  if (!webhookSignatureValid(raw, request.headers.get(SIGNATURE_HEADER), token))
    return answer(401, { error: "BAD_SIGNATURE" });
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return answer(400, { error: "BAD_BODY" });
  }
  const body = webhookSchema.safeParse(json);
  if (!body.success) return answer(400, { error: "BAD_BODY" });
  const received = await receiveCustomerMessage(db, body.data as BusinessMessagesWebhook);
  return answer(200, { stored: received.filter((one) => one.created).length });
}
