import "server-only";
import {
  ApolloClient,
  InMemoryCache,
  registerApolloClient,
} from "@apollo/client-integration-nextjs";
import { headers } from "next/headers";
import { cache } from "react";
import { getDb } from "@/lib/db/client";
import { createGraphQLContext, type GraphQLContext } from "@/lib/graphql/context";
import { GRAPHQL_ENDPOINT } from "@/lib/http/endpoint";
import { DEFAULT_OPTIONS } from "./default-options";
import { createInProcessLink } from "./in-process-link";

// The same session, tenant and roles as an HTTP call to /api/graphql would get.
export const getRequestGraphQLContext = cache(async (): Promise<GraphQLContext> => {
  const requestHeaders = new Headers(await headers());
  return createGraphQLContext(
    await getDb(),
    new Request(new URL(GRAPHQL_ENDPOINT, "http://localhost"), { headers: requestHeaders }),
  );
});

export const { getClient, query, PreloadQuery } = registerApolloClient(
  () =>
    new ApolloClient({
      cache: new InMemoryCache(),
      link: createInProcessLink(getRequestGraphQLContext),
      defaultOptions: DEFAULT_OPTIONS,
    }),
);
