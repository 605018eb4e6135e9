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
      }
    }
  }
`);
