// GraphQL operations of drafted replies and the brand voice (typed by `npm run codegen`). Isomorphic.

export {
  ReviewDraftFieldsFragmentDoc as ReviewDraftFieldsFragment,
  BrandVoiceFieldsFragmentDoc as BrandVoiceFieldsFragment,
  ReviewDraftsDocument as ReviewDraftsQuery,
  BrandVoiceDocument as BrandVoiceQuery,
  ReplyDrafterDocument as ReplyDrafterQuery,
  UpdateBrandVoiceDocument as UpdateBrandVoiceMutation,
  DraftReplyDocument as DraftReplyMutation,
  DraftRepliesDocument as DraftRepliesMutation,
  UpdateReviewDraftDocument as UpdateReviewDraftMutation,
  ApproveReviewDraftsDocument as ApproveReviewDraftsMutation,
  DiscardReviewDraftsDocument as DiscardReviewDraftsMutation,
} from "@/lib/graphql/generated/client/graphql";
