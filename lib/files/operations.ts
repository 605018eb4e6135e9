// GraphQL operations of the library pickers (components/files), typed by `npm run codegen`.
// Isomorphic: the forms that pick files (media packages, posts) run them in the browser.

export {
  LibraryFilesDocument as LibraryFilesQuery,
  PickedResourceDocument as PickedResourceQuery,
  DeleteResourceDocument as DeleteResourceMutation,
  UpdateResourceDocument as UpdateResourceMutation,
  ResourceItemFragmentDoc as ResourceItemFragment,
  ResourcesLibraryDocument as ResourcesLibraryQuery,
} from "@/lib/graphql/generated/client/graphql";
