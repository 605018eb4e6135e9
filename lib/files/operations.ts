// GraphQL operations of the library pickers (components/files), typed by `npm run codegen`.
// Isomorphic: the forms that pick files (media packages, posts) run them in the browser.
import { graphql } from "@/lib/graphql/generated/client";

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

export const DeleteResourceMutation = graphql(`
  mutation DeleteResource($id: ID!) {
    deleteResource(id: $id)
  }
`);

export const UpdateResourceMutation = graphql(`
  mutation UpdateResource($input: UpdateResourceInput!) {
    updateResource(input: $input) {
      ...ResourceItem
    }
  }
`);

/** What the library shows of a file; the rename form answers the same fields. */
export const ResourceItemFragment = graphql(`
  fragment ResourceItem on Resource {
    id
    name
    tags
    kind
    mimeType
    byteSize
    width
    height
    durationMs
    url
    createdAt
  }
`);

export const ResourcesLibraryQuery = graphql(`
  query ResourcesLibrary($filter: ResourceFilter, $limit: Int, $offset: Int) {
    resources(filter: $filter, limit: $limit, offset: $offset) {
      total
      items {
        ...ResourceItem
      }
    }
    resourceTags
  }
`);
