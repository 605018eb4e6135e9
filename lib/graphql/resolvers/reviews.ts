import "server-only";
import type { MutationResolvers, QueryResolvers, ReviewResolvers } from "../generated/resolvers";

/** Reviews (section "reviews"): the inbox and report statuses. */
export const reviewsResolvers: {
  Query: Pick<QueryResolvers, never>;
  Mutation: Pick<MutationResolvers, never>;
  Review: ReviewResolvers;
} = { Query: {}, Mutation: {}, Review: {} };
