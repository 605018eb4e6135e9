import "server-only";
import { SchemaLink } from "@apollo/client/link/schema";
import type { GraphQLContext } from "@/lib/graphql/context";
import { schema } from "@/lib/graphql/schema";

// Server components read through the same resolvers and checks as /api/graphql, without HTTP to
// themselves.
export function createInProcessLink(getContext: () => Promise<GraphQLContext>): SchemaLink {
  return new SchemaLink({ schema, context: () => getContext() });
}
