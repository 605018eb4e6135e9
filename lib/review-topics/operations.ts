// GraphQL operations of the topics view (typed by `npm run codegen`). Isomorphic.

export {
  ReviewTopicsViewDocument as ReviewTopicsViewQuery,
  TenantTopicsDocument as TenantTopicsQuery,
  SaveTenantTopicDocument as SaveTenantTopicMutation,
  DeleteTenantTopicDocument as DeleteTenantTopicMutation,
} from "@/lib/graphql/generated/client/graphql";
