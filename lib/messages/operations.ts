// GraphQL operations of the direct messages pages (typed by `npm run codegen`). Isomorphic.

export {
  ConversationFieldsFragmentDoc as ConversationFieldsFragment,
  ConversationsDocument as ConversationsQuery,
  ConversationThreadDocument as ConversationThreadQuery,
  MessageTemplatesDocument as MessageTemplatesQuery,
  SendMessageDocument as SendMessageMutation,
  CreateMessageTemplateDocument as CreateMessageTemplateMutation,
  UpdateMessageTemplateDocument as UpdateMessageTemplateMutation,
  DeleteMessageTemplateDocument as DeleteMessageTemplateMutation,
  MessageStoreSearchDocument as MessageStoreSearchQuery,
  MessageStoreNamesDocument as MessageStoreNamesQuery,
} from "@/lib/graphql/generated/client/graphql";
