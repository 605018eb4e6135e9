// GraphQL operations of the library pickers (components/files), typed by `npm run codegen`.
// Isomorphic: the forms that pick files (media packages, posts) run them in the browser.
import { graphql } from "@/lib/graphql/generated/client";

/** A page of the library, searched by name or tag, optionally of one kind. */
export const LibraryFilesQuery = graphql(`
  query LibraryFiles($filter: ResourceFilter, $limit: Int, $offset: Int) {
    resources(filter: $filter, limit: $limit, offset: $offset) {
      total
      items {
        id
        name
        kind
        url
        width
        height
        byteSize
      }
    }
  }
`);

/** A file just uploaded, read back as the server measured it. */
export const PickedResourceQuery = graphql(`
  query PickedResource($id: ID!) {
    resource(id: $id) {
      id
      name
      kind
      url
      width
      height
      byteSize
      durationMs
    }
  }
`);
