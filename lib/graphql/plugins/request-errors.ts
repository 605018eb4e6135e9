import "server-only";
import type { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import { isGraphQLError } from "../mask-error";

/** Codes of a document the server cannot run: the caller's mistake, answered before execution. */
const REQUEST_ERROR_CODES = new Set(["GRAPHQL_PARSE_FAILED", "GRAPHQL_VALIDATION_FAILED"]);

function isRequestError(error: GraphQLError): boolean {
  return REQUEST_ERROR_CODES.has(String(error.extensions?.code));
}

/** "GRAPHQL_PARSE_FAILED at 1:2": where it failed, never the message (it quotes the document). */
function describe(error: GraphQLError): string {
  // yoga re-wraps an error of graphql's other copy, leaving its locations on the original.
  const original = error.originalError as GraphQLError | undefined;
  const at = error.locations?.[0] ?? original?.locations?.[0];
  return `${String(error.extensions.code)}${at ? ` at ${at.line}:${at.column}` : ""}`;
}

/** Answered 400 whatever the Accept header (yoga keeps 200 for application/json, which monitoring
 * counts as success), logged as one line without a stack. */
export function requestErrorStatusPlugin(log: (line: string) => void): Plugin {
  return {
    onParse() {
      return ({ result }) => {
        // yoga names syntax errors itself, but only those of its own copy of graphql: the
        // production bundle's parser (graphql-armor's) throws the other copy's, left unnamed.
        if (!isGraphQLError(result)) return;
        const extensions = result.extensions as Record<string, unknown>;
        extensions.code ??= "GRAPHQL_PARSE_FAILED";
      };
    },
    onResultProcess({ result }) {
      if (Array.isArray(result) || !("errors" in result) || !result.errors?.length) return;
      const refused = result.errors.filter(isRequestError);
      if (refused.length === 0) return;
      for (const error of refused) {
        // `spec` would let yoga fall back to 200 for application/json.
        const http = (error.extensions.http ?? {}) as Record<string, unknown>;
        (error.extensions as Record<string, unknown>).http = { ...http, status: 400, spec: false };
      }
      log(`GraphQL request refused: ${refused.map(describe).join(", ")}`);
    },
  };
}
