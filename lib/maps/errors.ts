import type { GoogleErrorBody, OAuthErrorBody } from "./types";

/**
 * A refusal from the maps service. `status` is the HTTP status; `googleStatus` is Google's error
 * status ("PERMISSION_DENIED", "INVALID_ARGUMENT"…) or, for OAuth endpoints, the OAuth error code
 * ("invalid_grant", "invalid_client"…).
 */
export class MapsApiError extends Error {
  readonly status: number;
  readonly googleStatus: string;
  readonly details: unknown[] | undefined;

  constructor(status: number, googleStatus: string, message: string, details?: unknown[]) {
    super(message);
    this.name = "MapsApiError";
    this.status = status;
    this.googleStatus = googleStatus;
    this.details = details;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** Reads either error shape; anything unreadable becomes UNKNOWN with the HTTP status. */
export async function errorFromResponse(response: Response): Promise<MapsApiError> {
  const text = await response.text().catch(() => "");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (isObject(body) && isObject(body.error)) {
    const error = body.error as Partial<GoogleErrorBody["error"]>;
    return new MapsApiError(
      response.status,
      String(error.status ?? "UNKNOWN"),
      String(error.message ?? response.statusText),
      Array.isArray(error.details) ? error.details : undefined,
    );
  }
  if (isObject(body) && typeof body.error === "string") {
    const oauth = body as OAuthErrorBody;
    return new MapsApiError(response.status, oauth.error, oauth.error_description ?? oauth.error);
  }
  return new MapsApiError(response.status, "UNKNOWN", text.slice(0, 200) || response.statusText);
}
