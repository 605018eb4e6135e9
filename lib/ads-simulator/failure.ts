// Refusals in the Google Ads API's shape: an RPC status whose details hold one GoogleAdsFailure
// listing each error's code ({ stringLengthError: "TOO_LONG" }), message and field path.

import { randomBytes } from "node:crypto";
import { ADS_API_VERSION } from "@/lib/ads-api/config";
import type { FieldPathElement } from "@/lib/ads-api/types";
import { json } from "@/lib/maps-simulator/http";

export type SimError = {
  errorCode: Record<string, string>;
  message: string;
  location?: { fieldPathElements: FieldPathElement[] };
  trigger?: { stringValue: string };
};

const STATUS_CODES = {
  INVALID_ARGUMENT: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  RESOURCE_EXHAUSTED: 429,
  INTERNAL: 500,
} as const;
export type RpcStatus = keyof typeof STATUS_CODES;

const TOP_MESSAGES: Record<RpcStatus, string> = {
  INVALID_ARGUMENT: "Request contains an invalid argument.",
  UNAUTHENTICATED:
    "Request is missing required authentication credential. Expected OAuth 2 access token.",
  PERMISSION_DENIED: "The caller does not have permission",
  NOT_FOUND: "Requested entity was not found.",
  RESOURCE_EXHAUSTED: "Resource has been exhausted (e.g. check quota).",
  INTERNAL: "Internal error encountered.",
};

export const requestId = () => randomBytes(11).toString("base64url");

export class AdsSimFailure extends Error {
  constructor(
    readonly status: RpcStatus,
    readonly errors: SimError[],
  ) {
    super(errors[0]?.message ?? status);
  }

  toResponse(): Response {
    const code = STATUS_CODES[this.status];
    return json(
      {
        error: {
          code,
          message: TOP_MESSAGES[this.status],
          status: this.status,
          details: [
            {
              "@type": `type.googleapis.com/google.ads.googleads.${ADS_API_VERSION}.errors.GoogleAdsFailure`,
              errors: this.errors,
              requestId: requestId(),
            },
          ],
        },
      },
      code,
    );
  }
}

/** One error: `kind` is the errorCode's field ("stringLengthError"), `code` its value. */
export function simError(
  kind: string,
  code: string,
  message: string,
  path: FieldPathElement[] = [],
  trigger?: string,
): SimError {
  return {
    errorCode: { [kind]: code },
    message,
    ...(path.length ? { location: { fieldPathElements: path } } : {}),
    ...(trigger !== undefined ? { trigger: { stringValue: trigger } } : {}),
  };
}

export function fail(
  status: RpcStatus,
  kind: string,
  code: string,
  message: string,
  path: FieldPathElement[] = [],
): never {
  throw new AdsSimFailure(status, [simError(kind, code, message, path)]);
}

/** A plain Google API error (no GoogleAdsFailure): unknown paths and methods. */
export function notFound(path: string): Response {
  return json(
    { error: { code: 404, message: `Method not found: ${path}`, status: "NOT_FOUND" } },
    404,
  );
}
