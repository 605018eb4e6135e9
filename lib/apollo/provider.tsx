"use client";
import { ApolloLink, HttpLink } from "@apollo/client";
import {
  ApolloClient,
  ApolloNextAppProvider,
  InMemoryCache,
} from "@apollo/client-integration-nextjs";
import { Observable } from "rxjs";
import type { ReactNode } from "react";
import { CSRF_HEADER, GRAPHQL_ENDPOINT } from "@/lib/http/endpoint";
import { DEFAULT_OPTIONS } from "./default-options";

// Data a client component needs on first paint comes from PreloadQuery above it; this link makes an
// unintended useSuspenseQuery fail loudly during server rendering instead of calling the app over
// HTTP.
const serverRenderLink = new ApolloLink(
  () =>
    new Observable((observer) => {
      observer.error(
        new Error(
          "Preload this query with PreloadQuery in a server component; client queries run in the browser.",
        ),
      );
    }),
);

function makeClient() {
  const link =
    typeof window === "undefined"
      ? serverRenderLink
      : new HttpLink({
          uri: GRAPHQL_ENDPOINT,
          credentials: "same-origin",
          headers: { [CSRF_HEADER]: "1" },
        });
  return new ApolloClient({
    cache: new InMemoryCache({
      // Maps-service media have no id field: their resource name is their identity, so a report's
      // new status lands on the photo already listed.
      typePolicies: { StoreMediaItem: { keyFields: ["name"] } },
    }),
    link,
    defaultOptions: DEFAULT_OPTIONS,
  });
}

// `nonce` lets the hydration data's inline scripts run under a signed-in page's script policy.
export function ApolloProvider({ children, nonce }: { children: ReactNode; nonce?: string }) {
  return (
    <ApolloNextAppProvider makeClient={makeClient} extraScriptProps={nonce ? { nonce } : undefined}>
      {children}
    </ApolloNextAppProvider>
  );
}
