import "server-only";
import { loadAuthUser } from "@/lib/auth/user-access";
import { visibleNotificationTypes } from "./access";
import { createHash, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { BodyTooLargeError, readBodyText } from "@/lib/http/read-body";
import { listUpdatesBodySchema } from "@/lib/notifications/schema";
import { listNotificationGroups } from "./queries";

export const API_KEY_HEADER = "x-api-key";
/** Development default; production refuses to answer until NOTIFICATIONS_API_KEY is set. */
export const DEV_NOTIFICATIONS_API_KEY = "notifications-dev-key";
const MAX_BODY_BYTES = 4_096;

type Env = Record<string, string | undefined>;

export function notificationsApiKey(env: Env = process.env): string | null {
  if (env.NOTIFICATIONS_API_KEY) return env.NOTIFICATIONS_API_KEY;
  return env.NODE_ENV === "production" ? null : DEV_NOTIFICATIONS_API_KEY;
}

/** Compares digests so the time taken says nothing about how much of the key matched. */
function sameKey(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function jsonError(status: number, code: string, message: string) {
  return Response.json(
    { error: { code, message } },
    { status, headers: { "Cache-Control": "no-store" } },
  );
}

// Spec §7, for external gateways and the mobile app; answers the shape the gateway passes through.
export async function handleListUpdates(
  db: Db,
  request: Request,
  env: Env = process.env,
): Promise<Response> {
  const expected = notificationsApiKey(env);
  const given = request.headers.get(API_KEY_HEADER);
  // Without a configured key no caller can be let in: a refusal (403), not an outage (503).
  if (!given) return jsonError(401, "UNAUTHENTICATED", "Missing API key");
  if (!expected || !sameKey(given, expected)) return jsonError(403, "FORBIDDEN", "Wrong API key");
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json"))
    return jsonError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the body as application/json");

  let body: unknown;
  try {
    body = JSON.parse(await readBodyText(request, MAX_BODY_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return jsonError(413, "PAYLOAD_TOO_LARGE", error.message);
    return jsonError(400, "BAD_REQUEST", "The body is not valid JSON");
  }
  const parsed = listUpdatesBodySchema.safeParse(body);
  if (!parsed.success)
    return jsonError(400, "BAD_REQUEST", "The body needs tenant and userId (uuids)");
  const { tenant, userId } = parsed.data;

  const member = await loadAuthUser(db, and(eq(users.id, userId), eq(users.tenantId, tenant))!);
  if (!member) return jsonError(404, "NOT_FOUND", "No such user in this tenant");
  const groups = await listNotificationGroups(db, {
    tenantId: tenant,
    userId,
    types: visibleNotificationTypes(member.roles),
  });
  return Response.json(
    { body: JSON.stringify(groups) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
