import "server-only";
import { makeExecutableSchema } from "@graphql-tools/schema";
import type { GraphQLSchema } from "graphql";
import { typeDefs } from "./generated/type-defs";
import { resolvers } from "./resolvers";

/** The executable schema, shared by the HTTP endpoint and the in-process server-component client. */
export const schema: GraphQLSchema = makeExecutableSchema({ typeDefs, resolvers });
