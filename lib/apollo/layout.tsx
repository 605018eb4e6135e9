import type { ReactNode } from "react";
import { requestNonce } from "@/lib/security/request-nonce";
import { ApolloProvider } from "./provider";

/**
 * The layout of each module whose client parts read or write through Apollo. The shell and the
 * light pages (home, notifications, workspaces) talk to the API with plain requests
 * (lib/http/request-graphql), so Apollo's client and cache load only where they are used. In the
 * browser every module shares one client (the integration keeps it between layouts).
 */
export async function ApolloLayout({ children }: { children: ReactNode }) {
  return <ApolloProvider nonce={await requestNonce()}>{children}</ApolloProvider>;
}
