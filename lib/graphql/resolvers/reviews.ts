import "server-only";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers";

/** Reviews (section "reviews"): the inbox, replies, templates and automatic replies. */
export const reviewsResolvers: {
  Query: Pick<QueryResolvers, never>;
  Mutation: Pick<MutationResolvers, never>;
} = { Query: {}, Mutation: {} };
