import "server-only";
import { ApolloClient, InMemoryCache, registerApolloClient } from "@apollo/client-integration-nextjs";
import { SchemaLink } from "@apollo/client/link/schema";
import { headers } from "next/headers";
import { cache } from "react";
import { getDb } from "@/lib/db/client";
import { createGraphQLContext, type GraphQLContext } from "@/lib/graphql/context";
import { schema } from "@/lib/graphql/schema";
import { GRAPHQL_ENDPOINT } from "@/lib/graphql/endpoint";
import { DEFAULT_OPTIONS } from "./default-options";

/**
 * The GraphQL context of the current server render: same session, tenant and roles as an HTTP
 * call to /api/graphql would get, built once per request.
 */
export const getRequestGraphQLContext = cache(async (): Promise<GraphQLContext> => {
  const requestHeaders = new Headers(await headers());
  return createGraphQLContext(await getDb(), new Request(new URL(GRAPHQL_ENDPOINT, "http://localhost"), { headers: requestHeaders }));
});

/**
 * Server components query the schema in-process: the SchemaLink executes it directly with the
 * request's context, with no HTTP round trip to the app itself. One client per request.
 */
export const { getClient, query, PreloadQuery } = registerApolloClient(
  () =>
    new ApolloClient({
      cache: new InMemoryCache(),
      link: new SchemaLink({ schema, context: () => getRequestGraphQLContext() }),
      defaultOptions: DEFAULT_OPTIONS,
    }),
);
