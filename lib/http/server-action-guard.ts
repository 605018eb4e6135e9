// Edge-safe. Next 16 answers 500 to server actions with a foreign or malformed Origin or a body its
// decoder cannot read; middleware refuses those with a 4xx first, reading a copy of the body.
import { NextResponse } from "next/server";

/** What Next's action ids look like: one info byte and a SHA-1, in lower-case hex. */
const ACTION_ID = /^[0-9a-f]{42}$/;
/** Next's default serverActions.bodySizeLimit (next.config.mjs sets none); Next answers 500 above it. */
const ACTION_BODY_MAX_BYTES = 1024 * 1024;

function refuse(status: 400 | 403 | 413, message: string): NextResponse {
  return new NextResponse(message, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

function requestHost(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return forwarded || headers.get("host") || null;
}

// A missing Origin passes, as Next lets it.
function checkOrigin(headers: Headers): "ok" | "foreign" | "malformed" {
  const origin = headers.get("origin");
  if (origin === null) return "ok";
  if (origin === "null") return "foreign";
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return "malformed";
  }
  return host && host === requestHost(headers) ? "ok" : "foreign";
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

// Mirrors Next's decoder: multipart must parse as form data and, for a fetch action, carry the
// root ("0") as JSON; any other body of a fetch action is the root.
async function isReadableBody(request: Request, multipart: boolean, fetchAction: boolean) {
  const copy = request.clone();
  if (!multipart) return isJson(await copy.text());
  let form: FormData;
  try {
    form = await copy.formData();
  } catch {
    return false;
  }
  if (!fetchAction) return true;
  const root = form.get("0");
  return typeof root === "string" && isJson(root);
}

export async function refuseBadServerAction(request: Request): Promise<NextResponse | null> {
  if (request.method !== "POST") return null;
  // Route handlers never run server actions; they read their own bodies.
  if (new URL(request.url).pathname.startsWith("/api/")) return null;
  const actionId = request.headers.get("next-action");
  const multipart = (request.headers.get("content-type") ?? "")
    .toLowerCase()
    .startsWith("multipart/form-data");
  // Next treats a POST as a possible action only with this header or a multipart body.
  if (actionId === null && !multipart) return null;

  const origin = checkOrigin(request.headers);
  if (origin === "malformed") return refuse(400, "Malformed Origin header.");
  if (origin === "foreign") return refuse(403, "Cross-origin Server Action request.");
  if (actionId !== null && !ACTION_ID.test(actionId))
    return refuse(400, "Invalid Server Action request.");
  if (Number(request.headers.get("content-length") ?? 0) > ACTION_BODY_MAX_BYTES)
    return refuse(413, "Server Action request too large.");
  if (!(await isReadableBody(request, multipart, actionId !== null)))
    return refuse(400, "Invalid Server Action request.");
  return null;
}
