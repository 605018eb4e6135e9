// GraphQL operations of the edit-location page (typed by `npm run codegen`). Isomorphic.

export {
  PinLocationsDocument as PinLocationsQuery,
  PinStoreDocument as PinStoreQuery,
  CreatePinLinkDocument as CreatePinLinkMutation,
  ConfirmPinProposalDocument as ConfirmPinProposalMutation,
  DiscardPinProposalDocument as DiscardPinProposalMutation,
} from "@/lib/graphql/generated/client/graphql";
