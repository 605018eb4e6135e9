// GraphQL operations of the store import preview (typed by `npm run codegen`). Isomorphic.

export {
  StoreImportPreviewDocument as StoreImportPreviewQuery,
  ApplyStoreImportDocument as ApplyStoreImportMutation,
} from "@/lib/graphql/generated/client/graphql";
