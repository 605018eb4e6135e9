import type { GoogleErrorBody, OAuthErrorBody } from "./types";

/** One refused field, as google.rpc.BadRequest names it ("phoneNumbers.additionalPhones[1]"). */
export type FieldViolation = { field: string; description: string };
/** One unmet precondition, as google.rpc.PreconditionFailure describes it. */
export type PreconditionViolation = { type: string; subject: string; description: string };

const BAD_REQUEST = "type.googleapis.com/google.rpc.BadRequest";
const PRECONDITION_FAILURE = "type.googleapis.com/google.rpc.PreconditionFailure";
const ERROR_INFO = "type.googleapis.com/google.rpc.ErrorInfo";
const RETRY_INFO = "type.googleapis.com/google.rpc.RetryInfo";

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function detailsOfType(details: unknown[] | undefined, type: string): Record<string, unknown>[] {
  return (details ?? []).filter(
    (detail): detail is Record<string, unknown> => isObject(detail) && detail["@type"] === type,
  );
}

function listOf<T>(details: unknown[] | undefined, type: string, key: string): T[] {
  return detailsOfType(details, type).flatMap((detail) =>
    Array.isArray(detail[key]) ? (detail[key] as T[]) : [],
  );
}

/**
 * A refusal from the maps service. `status` is the HTTP status; `googleStatus` is Google's error
 * status ("PERMISSION_DENIED", "INVALID_ARGUMENT"…) or, for OAuth endpoints, the OAuth error code
 * ("invalid_grant", "invalid_client"…). The rest is read from Google's error details.
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

  /** The fields a 400 INVALID_ARGUMENT refused, with why; empty for other errors. */
  get fieldViolations(): FieldViolation[] {
    return listOf<FieldViolation>(this.details, BAD_REQUEST, "fieldViolations");
  }

  get preconditionViolations(): PreconditionViolation[] {
    return listOf<PreconditionViolation>(this.details, PRECONDITION_FAILURE, "violations");
  }

  /** google.rpc.ErrorInfo's reason ("RATE_LIMIT_EXCEEDED"…), when the service gave one. */
  get reason(): string | undefined {
    const reason = detailsOfType(this.details, ERROR_INFO)[0]?.reason;
    return typeof reason === "string" ? reason : undefined;
  }

  /** How long the service asked the caller to wait (google.rpc.RetryInfo), in milliseconds. */
  get retryDelayMs(): number | undefined {
    const delay = detailsOfType(this.details, RETRY_INFO)[0]?.retryDelay;
    const seconds = typeof delay === "string" ? /^(\d+(?:\.\d+)?)s$/.exec(delay)?.[1] : undefined;
    return seconds === undefined ? undefined : Math.ceil(Number(seconds) * 1000);
  }

  /**
   * Whether trying the same call again later can succeed: quota refusals (429) and the service's
   * own failures (5xx). A 400, 403 or 404 will answer the same way every time.
   */
  get retryable(): boolean {
    return this.status === 429 || this.status >= 500;
  }
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
