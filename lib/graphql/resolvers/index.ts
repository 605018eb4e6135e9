import "server-only";
import { DateTimeScalar, JSONScalar } from "../scalars";
import type { Resolvers } from "../generated/resolvers";
import { authResolvers } from "./auth";
import { leadsResolvers } from "./leads";
import { locationsResolvers } from "./locations";
import { moduleStatusResolvers } from "./module-status";
import { userResolvers } from "./user";

/** Every module's resolvers; each module file owns its fields of Query and Mutation. */
export const resolvers: Resolvers = {
  DateTime: DateTimeScalar,
  JSON: JSONScalar,
  Query: {
    ...userResolvers.Query,
    ...moduleStatusResolvers.Query,
    ...leadsResolvers.Query,
    ...locationsResolvers.Query,
  },
  Mutation: {
    ...authResolvers.Mutation,
  },
};
