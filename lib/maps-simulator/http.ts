// Responses in the maps service's shapes. API errors: {error:{code, message, status}}; OAuth
// endpoints: {error, error_description}.

const NO_STORE = { "Cache-Control": "no-store", Pragma: "no-cache" };

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...NO_STORE, ...headers },
  });
}

export type GoogleStatus =
  | "INVALID_ARGUMENT"
  | "FAILED_PRECONDITION"
  | "UNAUTHENTICATED"
  | "PERMISSION_DENIED"
  | "NOT_FOUND"
  | "ALREADY_EXISTS"
  | "RESOURCE_EXHAUSTED"
  | "INTERNAL"
  | "UNAVAILABLE";

export const GOOGLE_STATUS_CODES: Record<GoogleStatus, number> = {
  INVALID_ARGUMENT: 400,
  FAILED_PRECONDITION: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  RESOURCE_EXHAUSTED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export class SimApiError extends Error {
  constructor(
    readonly status: GoogleStatus,
    message: string,
    readonly details?: unknown[],
  ) {
    super(message);
  }

  toResponse(): Response {
    const code = GOOGLE_STATUS_CODES[this.status];
    const headers: Record<string, string> =
      code === 401 ? { "WWW-Authenticate": 'Bearer realm="maps-sim"' } : {};
    const details = this.details ? { details: this.details } : {};
    return json(
      { error: { code, message: this.message, status: this.status, ...details } },
      code,
      headers,
    );
  }
}

export type FieldViolation = { field: string; description: string };

const INVALID_ARGUMENT_MESSAGE = "Request contains an invalid argument.";

export function invalidArguments(
  fieldViolations: FieldViolation[],
  message = INVALID_ARGUMENT_MESSAGE,
): SimApiError {
  return new SimApiError("INVALID_ARGUMENT", message, [
    { "@type": "type.googleapis.com/google.rpc.BadRequest", fieldViolations },
  ]);
}

// Some APIs (v4 media) also say what went wrong in the message itself.
export function invalidArgument(field: string, description: string, message?: string): SimApiError {
  return invalidArguments([{ field, description }], message);
}

export function failedPrecondition(
  type: string,
  subject: string,
  description: string,
): SimApiError {
  return new SimApiError("FAILED_PRECONDITION", description, [
    {
      "@type": "type.googleapis.com/google.rpc.PreconditionFailure",
      violations: [{ type, subject, description }],
    },
  ]);
}
export const permissionDenied = (message = "The caller does not have permission") =>
  new SimApiError("PERMISSION_DENIED", message);
export const notFound = (message = "Requested entity was not found.") =>
  new SimApiError("NOT_FOUND", message);

export function oauthError(error: string, description: string, status = 400): Response {
  return json({ error, error_description: description }, status);
}

export function html(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", ...NO_STORE, "X-Frame-Options": "DENY" },
  });
}

export function redirect(location: string): Response {
  return new Response(null, { status: 302, headers: { Location: location, ...NO_STORE } });
}

/** Malformed bodies never reach a handler's logic. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text().catch(() => "");
  if (text.length > 100_000) throw invalidArgument("body", "Request body too large");
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new SimApiError("INVALID_ARGUMENT", "Invalid JSON payload received.");
  }
  if (!body || typeof body !== "object" || Array.isArray(body))
    throw new SimApiError("INVALID_ARGUMENT", "Invalid JSON payload received.");
  return body as Record<string, unknown>;
}
