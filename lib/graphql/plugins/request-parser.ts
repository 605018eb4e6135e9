import "server-only";
import { createGraphQLError } from "@graphql-tools/utils";
import type { GraphQLParams, Plugin } from "graphql-yoga";
import { BodyTooLargeError, readBodyText } from "@/lib/http/read-body";

function httpError(status: number, code: string, message: string) {
  return createGraphQLError(message, { extensions: { http: { status }, code } });
}

function parseJsonParam(value: string | null, name: string): Record<string, unknown> | undefined {
  if (!value) return undefined;
  try {
    return JSON.parse(value) as Record<string, unknown>;
  } catch {
    throw httpError(400, "BAD_REQUEST", `The ${name} parameter is not valid JSON.`);
  }
}

async function parsePost(request: Request, maxBodyBytes: number): Promise<GraphQLParams> {
  const contentType = (request.headers.get("content-type") ?? "").toLowerCase();
  if (
    !contentType.startsWith("application/json") &&
    !contentType.startsWith("application/graphql+json")
  ) {
    throw httpError(415, "UNSUPPORTED_MEDIA_TYPE", "Send GraphQL requests as application/json.");
  }
  let text: string;
  try {
    text = await readBodyText(request, maxBodyBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw httpError(413, "PAYLOAD_TOO_LARGE", `The request body exceeds ${maxBodyBytes} bytes.`);
    throw error;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw httpError(400, "BAD_REQUEST", "POST body sent invalid JSON.");
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw httpError(400, "BAD_REQUEST", "POST body must be a JSON object with a query.");
  }
  return body as GraphQLParams;
}

function parseGet(request: Request): GraphQLParams {
  const params = new URL(request.url).searchParams;
  return {
    query: params.get("query") ?? undefined,
    operationName: params.get("operationName") ?? undefined,
    variables: parseJsonParam(params.get("variables"), "variables"),
    extensions: parseJsonParam(params.get("extensions"), "extensions"),
  };
}

/** JSON bodies only (form and multipart posts need no preflight cross-site), read with a byte cap,
 * malformed input answered with a 4xx JSON error. */
export function strictRequestParserPlugin(maxBodyBytes: number): Plugin {
  return {
    onRequestParse({ request, setRequestParser }) {
      if (request.method === "POST") setRequestParser((req) => parsePost(req, maxBodyBytes));
      else if (request.method === "GET") setRequestParser(parseGet);
    },
  };
}
