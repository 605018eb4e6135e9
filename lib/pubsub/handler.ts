import "server-only";
import type PgBoss from "pg-boss";
import { clientIpFromHeaders } from "@/lib/auth/client-ip";
import { recordFailure, type RateLimitRule } from "@/lib/auth/rate-limit";
import type { Db } from "@/lib/db/client";
import { BodyTooLargeError, readBodyText } from "@/lib/http/read-body";
import { parseNotificationData, pushEnvelopeSchema, PUSH_BODY_MAX_BYTES } from "./message";
import { processNotification } from "./process";
import { verifyPushToken } from "./verify";

// Pub/Sub retries anything but a 2xx, so every message it should not send again is acknowledged
// with 204; a request that is not a verified push gets 401 or 403 and nothing is stored.

/** More get 429, and Pub/Sub backs off and retries. */
export const PUSH_RATE_LIMIT: RateLimitRule = { limit: 600, windowSeconds: 60 };

const NO_STORE = { "Cache-Control": "no-store" };

function answer(status: number, code?: string): Response {
  return code
    ? Response.json({ error: { code } }, { status, headers: NO_STORE })
    : new Response(null, { status, headers: NO_STORE });
}

export async function handlePushRequest(
  db: Db,
  request: Request,
  getQueue: () => Promise<PgBoss>,
): Promise<Response> {
  const ip = clientIpFromHeaders(request.headers) ?? "unknown";
  const count = await recordFailure(db, `pubsub:ip:${ip}`, PUSH_RATE_LIMIT);
  if (count > PUSH_RATE_LIMIT.limit) return answer(429, "RATE_LIMITED");
  const authorization = request.headers.get("authorization");
  if (!authorization) return answer(401, "UNAUTHENTICATED");
  if (!(await verifyPushToken(authorization))) return answer(403, "FORBIDDEN");

  let body: unknown;
  try {
    body = JSON.parse(await readBodyText(request, PUSH_BODY_MAX_BYTES));
  } catch (error) {
    return answer(error instanceof BodyTooLargeError ? 413 : 400, "BAD_REQUEST");
  }
  const envelope = pushEnvelopeSchema.safeParse(body);
  if (!envelope.success) return answer(400, "BAD_REQUEST");
  const notification = parseNotificationData(envelope.data.message.data);
  // A verified push that is no maps notification will never become one: acknowledged, dropped.
  if (!notification) return answer(204);
  try {
    await processNotification(db, await getQueue(), {
      messageId: envelope.data.message.messageId,
      notification,
    });
  } catch (error) {
    // Nothing was kept: Pub/Sub delivers it again later.
    console.error("pubsub: processing a maps notification failed", (error as Error).name);
    return answer(503, "UNAVAILABLE");
  }
  return answer(204);
}
