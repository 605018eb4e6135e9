// The Google Ads API's refusals: an HTTP status and, in the body, a GoogleAdsFailure whose errors
// each name their kind and code ({ errorCode: { stringLengthError: "TOO_LONG" } }).

import type { GoogleAdsErrorBody, GoogleAdsErrorDetail } from "./types";

export class AdsApiError extends Error {
  /** Every error of the failure, in order ("stringLengthError.TOO_LONG at ...headlines[3].text"). */
  readonly errors: AdsErrorItem[];

  constructor(
    readonly status: number,
    /** The first error's code ("CUSTOMER_NOT_FOUND", "TOO_LONG"), or the app's own ("ADS_SERVICE_OFF"). */
    readonly code: string,
    readonly retryable: boolean,
    readonly detail?: string,
    errors: AdsErrorItem[] = [],
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = "AdsApiError";
    this.errors = errors;
  }
}

export type AdsErrorItem = {
  /** The error's kind: "stringLengthError", "authorizationError"... */
  kind: string;
  code: string;
  message: string;
  /** The field it blames, as "operations[0].create.ad.responsive_search_ad.headlines[3].text". */
  field?: string;
};

const GOOGLE_ADS_FAILURE = /\.GoogleAdsFailure$/;

export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

function fieldPath(
  location: GoogleAdsErrorDetail["errors"][number]["location"],
): string | undefined {
  const elements = location?.fieldPathElements;
  if (!elements?.length) return undefined;
  return elements
    .map((e) => (e.index === undefined ? e.fieldName : `${e.fieldName}[${e.index}]`))
    .join(".");
}

/** The errors of a GoogleAdsFailure body, or none when the body is something else. */
export function googleAdsErrors(body: unknown): AdsErrorItem[] {
  const details = (body as GoogleAdsErrorBody | null)?.error?.details;
  if (!Array.isArray(details)) return [];
  return details
    .filter((d) => GOOGLE_ADS_FAILURE.test(d?.["@type"] ?? "") && Array.isArray(d.errors))
    .flatMap((d) =>
      d.errors.map((e) => {
        const [kind = "unknown", code = "UNKNOWN"] = Object.entries(e.errorCode ?? {})[0] ?? [];
        return { kind, code: String(code), message: e.message ?? "", field: fieldPath(e.location) };
      }),
    );
}

/** An AdsApiError from a refused answer's status and JSON body (any body: HTML 502s happen). */
export function adsApiErrorFrom(status: number, body: unknown): AdsApiError {
  const errors = googleAdsErrors(body);
  const top = (body as GoogleAdsErrorBody | null)?.error;
  const first = errors[0];
  const code = first?.code ?? top?.status ?? `HTTP_${status}`;
  const detail = first ? first.message : top?.message;
  return new AdsApiError(status, code, isRetryableStatus(status), detail, errors);
}

/** A call that never reached the service (DNS, reset connection): worth another try. */
export function networkError(error: unknown): AdsApiError {
  const message = error instanceof Error ? error.message : String(error);
  return new AdsApiError(0, "NETWORK_ERROR", true, message);
}

export const serviceOff = () =>
  new AdsApiError(503, "ADS_SERVICE_OFF", false, "No Google Ads service is set (ADS_SERVICE)");
