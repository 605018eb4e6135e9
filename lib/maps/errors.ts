import type { GoogleErrorBody, OAuthErrorBody } from "./types";

/** One refused field, as google.rpc.BadRequest names it ("phoneNumbers.additionalPhones[1]"). */
export type FieldViolation = { field: string; description: string };
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

// `googleStatus` is Google's error status, or the OAuth error code for OAuth endpoints.
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

  get fieldViolations(): FieldViolation[] {
    return listOf<FieldViolation>(this.details, BAD_REQUEST, "fieldViolations");
  }

  get preconditionViolations(): PreconditionViolation[] {
    return listOf<PreconditionViolation>(this.details, PRECONDITION_FAILURE, "violations");
  }

  get reason(): string | undefined {
    const reason = detailsOfType(this.details, ERROR_INFO)[0]?.reason;
    return typeof reason === "string" ? reason : undefined;
  }

  get retryDelayMs(): number | undefined {
    const delay = detailsOfType(this.details, RETRY_INFO)[0]?.retryDelay;
    const seconds = typeof delay === "string" ? /^(\d+(?:\.\d+)?)s$/.exec(delay)?.[1] : undefined;
    return seconds === undefined ? undefined : Math.ceil(Number(seconds) * 1000);
  }

  /** 429 and 5xx; any other 4xx answers the same every time. */
  get retryable(): boolean {
    return this.status === 429 || this.status >= 500;
  }
}

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

/**
 * A refusal no retry will change, as the outcome that ends a job's item (the service's status and
 * its words); null for any other error, which the caller throws on.
 */
export function finalMapsRefusal(
  error: unknown,
): { ok: false; error: string; detail: string } | null {
  return error instanceof MapsApiError && !error.retryable
    ? { ok: false, error: error.googleStatus || String(error.status), detail: error.message }
    : null;
}
