import "server-only";
import { GraphQLError } from "graphql";
import { INTERNAL_ERROR_MESSAGE, isPublicErrorCode } from "./errors";

function innermost(error: GraphQLError): unknown {
  let current: unknown = error;
  while (current instanceof GraphQLError && current.originalError) current = current.originalError;
  return current;
}

/**
 * Lets through what the client may see: errors graphql-js and the server raise themselves (syntax,
 * validation, limits, HTTP status) and errors a resolver throws with a public code
 * (lib/graphql/errors.ts). Everything else becomes INTERNAL_SERVER_ERROR with a fixed message, so
 * SQL text, stack traces and internal names never leave the server.
 */
export function maskError(error: unknown): Error {
  if (error instanceof GraphQLError) {
    const origin = innermost(error);
    if (origin === error) return error;
    // graphql-js copies the thrown error's message and extensions onto the located error it
    // wraps it in; returning that same object keeps the server log free of expected refusals.
    if (origin instanceof GraphQLError && isPublicErrorCode(origin.extensions.code)) return error;
  }
  return new GraphQLError(INTERNAL_ERROR_MESSAGE, {
    nodes: error instanceof GraphQLError ? error.nodes : undefined,
    path: error instanceof GraphQLError ? error.path : undefined,
    extensions: { code: "INTERNAL_SERVER_ERROR" },
  });
}
