// The server components' client's options (lib/apollo/rsc-client.ts), also used by the in-process test.

// Declared for the type checker: with errorPolicy "all", results carry data and errors together.
/* eslint-disable @typescript-eslint/no-namespace -- Apollo declares typed defaults by namespace augmentation. */
declare module "@apollo/client" {
  export namespace ApolloClient {
    export namespace DeclareDefaultOptions {
      interface WatchQuery {
        errorPolicy: "all";
      }
      interface Query {
        errorPolicy: "all";
      }
      interface Mutate {
        errorPolicy: "all";
      }
    }
  }
}
/* eslint-enable @typescript-eslint/no-namespace */

export const DEFAULT_OPTIONS = {
  watchQuery: { fetchPolicy: "cache-and-network", errorPolicy: "all" },
  query: { fetchPolicy: "network-only", errorPolicy: "all" },
  mutate: { errorPolicy: "all" },
} as const;
