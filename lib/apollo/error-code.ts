// Isomorphic.
import { CombinedGraphQLErrors, ServerError, ServerParseError } from "@apollo/client/errors";
import { GraphQLRequestError } from "@/lib/http/request-graphql";

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

const byStatus = (status: number): ApiErrorCode =>
  BY_STATUS[status] ?? (status >= 500 ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST");

/** A status requestGraphQL met without a GraphQL answer (HTTP_502), else null. */
const httpStatusOf = (error: GraphQLRequestError) => {
  const status = /^HTTP_(\d+)$/.exec(error.code);
  return status ? Number(status[1]) : null;
};

// Unrecognised errors are INTERNAL_SERVER_ERROR and a failed fetch is NETWORK; Apollo's errors and
// requestGraphQL's read alike.
export function apiErrorCode(error: unknown): ApiErrorCode {
  if (error instanceof GraphQLRequestError) {
    const status = httpStatusOf(error);
    return status !== null ? byStatus(status) : (known(error.code) ?? "INTERNAL_SERVER_ERROR");
  }
  if (CombinedGraphQLErrors.is(error))
    return known(error.errors[0]?.extensions?.code) ?? "INTERNAL_SERVER_ERROR";
  if (ServerError.is(error) || ServerParseError.is(error)) {
    return byStatus(error.statusCode);
  }
  return "NETWORK";
}

export type ApiErrorDetails = {
  code: string | null;
  reason: string | null;
  message: string | null;
  /** The message keys of a BAD_USER_INPUT answer's issues (emailTaken, NOT_PAUSABLE…). */
  issues: string[];
  extensions: Record<string, unknown>;
};

/**
 * What a failed call's first GraphQL error says beyond the shared code: its own `extensions.code`
 * (REVIEW_REMOVED, TEMPLATE_IN_USE…), reason, message and issues. Nulls and none when the call
 * failed before the server answered.
 */
export function apiErrorDetails(error: unknown): ApiErrorDetails {
  const first = CombinedGraphQLErrors.is(error)
    ? error.errors[0]
    : error instanceof GraphQLRequestError && httpStatusOf(error) === null
      ? { message: error.message, extensions: error.extensions }
      : undefined;
  const extensions = first?.extensions ?? {};
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  const issues = Array.isArray(extensions.issues)
    ? (extensions.issues as { message?: unknown }[])
        .map((issue) => text(issue?.message))
        .filter((message): message is string => message !== null)
    : [];
  return {
    code: text(extensions.code),
    reason: text(extensions.reason),
    message: first?.message ?? null,
    issues,
    extensions,
  };
}
