// Browser calls to /api/graphql: every client part reads and writes through these (directly or
// through lib/http/use-graphql), with the session's cookie and the CSRF header.
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print } from "graphql";
import { CSRF_HEADER, GRAPHQL_ENDPOINT } from "@/lib/http/endpoint";

export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    /** extensions.code of the first error (BAD_USER_INPUT, FORBIDDEN, …) or HTTP_<status>. */
    readonly code: string,
    readonly issues: { path: string; message: string }[] = [],
    /** The first error's extensions as the server gave them (reason, limit…). */
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "GraphQLRequestError";
  }
}

type Answer<T> = {
  data?: T | null;
  errors?: {
    message: string;
    extensions?: {
      code?: string;
      issues?: { path: string; message: string }[];
      [name: string]: unknown;
    };
  }[];
};

export async function requestGraphQL<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<TData> {
  const response = await fetch(GRAPHQL_ENDPOINT, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", [CSRF_HEADER]: "1" },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const body = (await response.json().catch(() => ({}))) as Answer<TData>;
  const first = body.errors?.[0];
  if (first)
    throw new GraphQLRequestError(
      first.message,
      first.extensions?.code ?? "ERROR",
      first.extensions?.issues,
      first.extensions,
    );
  if (!response.ok || !body.data)
    throw new GraphQLRequestError(response.statusText, `HTTP_${response.status}`);
  return body.data;
}
