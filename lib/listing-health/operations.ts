// GraphQL operations of the listing health page (typed by `npm run codegen`). Isomorphic.

export {
  ListingHealthDocument as ListingHealthQuery,
  VerificationOptionsDocument as VerificationOptionsQuery,
  StartVerificationDocument as StartVerificationMutation,
  CompleteVerificationDocument as CompleteVerificationMutation,
  CheckListingHealthDocument as CheckListingHealthMutation,
} from "@/lib/graphql/generated/client/graphql";
