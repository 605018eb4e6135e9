import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { decodeJwt } from "jose";
import { FCM_SCOPE } from "@/lib/push/config";
import { keepFcmMessage, pushSimState } from "./state";

// Firebase Cloud Messaging HTTP v1 in its shapes: the OAuth2 token endpoint of a service account's
// assertion, and messages:send. Tokens starting with "dead-" answer 404 UNREGISTERED (an app
// uninstalled); "busy-" answers 503 UNAVAILABLE with Retry-After.

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers });

function fcmError(status: number, rpcStatus: string, errorCode: string, message: string) {
  return json(status, {
    error: {
      code: status,
      message,
      status: rpcStatus,
      details: [{ "@type": "type.googleapis.com/google.firebase.fcm.v1.FcmError", errorCode }],
    },
  });
}

const invalid = (message: string) => fcmError(400, "INVALID_ARGUMENT", "INVALID_ARGUMENT", message);

/** POST oauth2/token: grant_type jwt-bearer with an assertion asking for the messaging scope. */
export async function simToken(request: Request): Promise<Response> {
  const form = new URLSearchParams(await request.text());
  const refuse = (description: string) =>
    json(400, { error: "invalid_grant", error_description: description });
  if (form.get("grant_type") !== "urn:ietf:params:oauth:grant-type:jwt-bearer")
    return json(400, { error: "unsupported_grant_type" });
  let claims: ReturnType<typeof decodeJwt>;
  try {
    claims = decodeJwt(form.get("assertion") ?? "");
  } catch {
    return refuse("Invalid JWT");
  }
  const now = Date.now() / 1000;
  if (!claims.iss || typeof claims.exp !== "number" || claims.exp < now)
    return refuse("Invalid JWT: Token must be a short-lived token and in a reasonable timeframe");
  if (
    !String(claims.scope ?? "")
      .split(" ")
      .includes(FCM_SCOPE)
  )
    return json(400, { error: "invalid_scope" });
  const token = `ya29.sim-${randomBytes(24).toString("base64url")}`;
  pushSimState().accessTokens.add(token);
  return json(200, { access_token: token, expires_in: 3599, token_type: "Bearer" });
}

type Message = {
  token?: unknown;
  notification?: { title?: unknown; body?: unknown };
  data?: Record<string, unknown>;
};

/** POST fcm/v1/projects/{project}/messages:send */
export async function simSend(request: Request, project: string): Promise<Response> {
  const bearer = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "") ?? "";
  if (!pushSimState().accessTokens.has(bearer))
    return json(401, {
      error: {
        code: 401,
        message: "Request had invalid authentication credentials.",
        status: "UNAUTHENTICATED",
      },
    });
  const body = (await request.json().catch(() => null)) as { message?: Message } | null;
  const message = body?.message;
  if (!message || typeof message !== "object") return invalid("The message is missing");
  const token = message.token;
  if (typeof token !== "string" || !/^[\w:-]{8,4096}$/.test(token))
    return invalid("The registration token is not a valid FCM registration token");
  const notification = message.notification;
  if (
    notification &&
    (typeof notification.title !== "string" || typeof notification.body !== "string")
  )
    return invalid("Invalid value at 'message.notification'");
  for (const [key, value] of Object.entries(message.data ?? {}))
    if (typeof value !== "string") return invalid(`Invalid value at 'message.data[${key}].value'`);
  if (token.startsWith("dead-"))
    return fcmError(404, "NOT_FOUND", "UNREGISTERED", "Requested entity was not found.");
  if (token.startsWith("busy-"))
    return json(
      503,
      {
        error: {
          code: 503,
          message: "The service is currently unavailable.",
          status: "UNAVAILABLE",
        },
      },
      { "retry-after": "1" },
    );
  const name = `projects/${project}/messages/${randomUUID()}`;
  keepFcmMessage({ name, message, at: new Date().toISOString() });
  return json(200, { name });
}
