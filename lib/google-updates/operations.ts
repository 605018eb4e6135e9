// GraphQL operations of the Google changes page (typed by `npm run codegen`). Isomorphic.

export {
  GoogleUpdatesDocument as GoogleUpdatesQuery,
  ResolveGoogleUpdateDocument as ResolveGoogleUpdateMutation,
  ResolveGoogleUpdatesDocument as ResolveGoogleUpdatesMutation,
  CheckGoogleUpdatesDocument as CheckGoogleUpdatesMutation,
} from "@/lib/graphql/generated/client/graphql";
