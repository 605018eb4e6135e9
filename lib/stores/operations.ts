// GraphQL operations of the store pages (one definition, typed by codegen).
import { graphql } from "@/lib/graphql/generated/client";

/** One page of the store list: the data table's filters, sort and page within a workspace. */
export const StoresListQuery = graphql(`
  query StoresList(
    $filters: [LocationColumnFilter!]
    $sort: LocationSort
    $limit: Int
    $offset: Int
    $workspaceId: ID
  ) {
    locations(
      filters: $filters
      sort: $sort
      limit: $limit
      offset: $offset
      workspaceId: $workspaceId
    ) {
      total
      timeZone
      items {
        _id
        locationName
        storeCode
        labels
        address {
          addressLines
          locality
        }
        openInfo {
          status
        }
        verified
        lastChange {
          fields
          changedAt
        }
      }
    }
  }
`);

/** Starts one job that applies `patch` to the ticked stores, or to every match less `excludeIds`. */
export const BulkUpdateLocationsMutation = graphql(`
  mutation BulkUpdateLocations(
    $ids: [ID!]
    $filters: [LocationColumnFilter!]
    $workspaceId: ID
    $excludeIds: [ID!]
    $patch: LocationPatchInput!
  ) {
    bulkUpdateLocations(
      ids: $ids
      filters: $filters
      workspaceId: $workspaceId
      excludeIds: $excludeIds
      patch: $patch
    ) {
      id
      total
      done
      failed
      status
    }
  }
`);
