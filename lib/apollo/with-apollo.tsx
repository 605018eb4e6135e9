"use client";
import type { ComponentType } from "react";
import { ApolloProvider } from "./provider";

/**
 * A piece a page loads later (a dialog opened from a list) brings Apollo with it, so a page whose
 * first view needs no GraphQL client loads none (the stores list: 60 kB less). In the browser
 * it shares the one client of every module.
 */
export function withApollo<Props extends object>(Component: ComponentType<Props>) {
  function WithApollo(props: Props) {
    return (
      <ApolloProvider>
        <Component {...props} />
      </ApolloProvider>
    );
  }
  WithApollo.displayName = `withApollo(${Component.displayName ?? Component.name})`;
  return WithApollo;
}
