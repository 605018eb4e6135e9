// GraphQL operations of the reviews inbox (/apps/reviews): the list, replies, reports, templates,
// automatic replies and the sync, typed by `npm run codegen`. Isomorphic: pages and leaves import them.

export {
  ReviewItemFragmentDoc as ReviewItemFragment,
  ReviewsInboxDocument as ReviewsInboxQuery,
  ReviewStoreNamesDocument as ReviewStoreNamesQuery,
  AutoReplyPanelDocument as AutoReplyPanelQuery,
  UpdateAutoReplySettingsDocument as UpdateAutoReplySettingsMutation,
  ReviewStoreSearchDocument as ReviewStoreSearchQuery,
  DeleteReviewReplyDocument as DeleteReviewReplyMutation,
  ReplyToReviewDocument as ReplyToReviewMutation,
  DeleteReviewTemplateDocument as DeleteReviewTemplateMutation,
  CreateReviewTemplateDocument as CreateReviewTemplateMutation,
  UpdateReviewTemplateDocument as UpdateReviewTemplateMutation,
  ReviewTemplatesPanelDocument as ReviewTemplatesPanelQuery,
  SyncReviewsDocument as SyncReviewsMutation,
  ReviewSyncJobDocument as ReviewSyncJobQuery,
  ReplyTemplatesDocument as ReplyTemplatesQuery,
  SetReviewReportDocument as SetReviewReportMutation,
  ReviewReplyProgressDocument as ReviewReplyProgressQuery,
} from "@/lib/graphql/generated/client/graphql";
