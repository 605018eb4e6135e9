import "server-only";
import { GraphQLError } from "graphql";
import { INTERNAL_ERROR_MESSAGE, isPublicErrorCode } from "./errors";

/**
 * True for a GraphQLError of either copy of graphql: the production bundle loads the package's ESM
 * build for our code and its CommonJS build for yoga's, so `instanceof` misses the errors yoga and
 * graphql-js raise (a syntax error was masked as INTERNAL_SERVER_ERROR and logged with a stack).
 */
export function isGraphQLError(value: unknown): value is GraphQLError {
  return (
    value instanceof GraphQLError ||
    Object.prototype.toString.call(value) === "[object GraphQLError]"
  );
}

function innermost(error: GraphQLError): unknown {
  let current: unknown = error;
  while (isGraphQLError(current) && current.originalError) current = current.originalError;
  return current;
}

/** Everything but graphql-js's and the server's own errors and public codes becomes
 * INTERNAL_SERVER_ERROR, so SQL text, stack traces and internal names never leave the server. */
export function maskError(error: unknown): Error {
  if (isGraphQLError(error)) {
    const origin = innermost(error);
    if (origin === error) return error;
    // graphql-js copies the thrown error's message and extensions onto the located error it
    // wraps it in; returning that same object keeps the server log free of expected refusals.
    if (isGraphQLError(origin) && isPublicErrorCode(origin.extensions.code)) return error;
  }
  return new GraphQLError(INTERNAL_ERROR_MESSAGE, {
    nodes: isGraphQLError(error) ? error.nodes : undefined,
    path: isGraphQLError(error) ? error.path : undefined,
    extensions: { code: "INTERNAL_SERVER_ERROR" },
  });
}
