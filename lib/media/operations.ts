// Isomorphic: the server pages and the browser leaves import the same documents.

export {
  MediaPackageItemFragmentDoc as MediaPackageItemFragment,
  MediaPackagesDocument as MediaPackagesQuery,
  MediaJobSummaryDocument as MediaJobQuery,
  MediaJobItemsDocument as MediaJobItemsQuery,
  MediaLocationsDocument as MediaLocationsQuery,
  CreateMediaPackageDocument as CreateMediaPackageMutation,
  DismissMediaPackageDocument as DismissMediaPackageMutation,
  CreateMediaLinkDocument as CreateMediaLinkMutation,
  RevokeMediaLinkDocument as RevokeMediaLinkMutation,
  StoreMediaDocument as StoreMediaQuery,
  DeleteStoreMediaDocument as DeleteStoreMediaMutation,
  SetMediaReportDocument as SetMediaReportMutation,
  MediaStoreDocument as MediaStoreQuery,
} from "@/lib/graphql/generated/client/graphql";
