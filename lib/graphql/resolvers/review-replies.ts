import "server-only";
import type {
  AutoReplyRuleResolvers,
  AutoReplySettingsResolvers,
  MutationResolvers,
  QueryResolvers,
} from "../generated/resolvers";

/** Replies to reviews, response templates and automatic replies (section "reviews"). */
export const reviewRepliesResolvers: {
  Query: Pick<QueryResolvers, never>;
  Mutation: Pick<MutationResolvers, never>;
  AutoReplySettings: AutoReplySettingsResolvers;
  AutoReplyRule: AutoReplyRuleResolvers;
} = { Query: {}, Mutation: {}, AutoReplySettings: {}, AutoReplyRule: {} };
