// Isomorphic.
import { CombinedGraphQLErrors, ServerError, ServerParseError } from "@apollo/client/errors";

export const API_ERROR_CODES = [
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "BAD_USER_INPUT",
  "RATE_LIMITED",
  "NOT_FOUND",
  "BAD_REQUEST",
  "PAYLOAD_TOO_LARGE",
  "INTERNAL_SERVER_ERROR",
  "NETWORK",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

const BY_STATUS: Record<number, ApiErrorCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  413: "PAYLOAD_TOO_LARGE",
  415: "BAD_REQUEST",
  429: "RATE_LIMITED",
};

function known(code: unknown): ApiErrorCode | null {
  return typeof code === "string" && (API_ERROR_CODES as readonly string[]).includes(code)
    ? (code as ApiErrorCode)
    : null;
}

// Unrecognised errors are INTERNAL_SERVER_ERROR and a failed fetch is NETWORK.
export function apiErrorCode(error: unknown): ApiErrorCode {
  if (CombinedGraphQLErrors.is(error))
    return known(error.errors[0]?.extensions?.code) ?? "INTERNAL_SERVER_ERROR";
  if (ServerError.is(error) || ServerParseError.is(error)) {
    return (
      BY_STATUS[error.statusCode] ??
      (error.statusCode >= 500 ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST")
    );
  }
  return "NETWORK";
}
