import { graphql } from "@/lib/graphql/generated/client";

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

/** The edit every store form sends; the forms pick the changed fields. */
export const UpdateStoreMutation = graphql(`
  mutation UpdateStore($id: ID!, $patch: LocationPatchInput!) {
    updateLocation(id: $id, patch: $patch) {
      jobId
      status
    }
  }
`);

export const ActionItemsQuery = graphql(`
  query StoreActionItems($id: ID!) {
    location(id: $id) {
      ...StoreEditContext
      placeActionLinks {
        name
        placeActionType
        uri
        isPreferred
        isEditable
      }
    }
  }
`);

export const CloseStoreQuery = graphql(`
  query CloseStoreDetails($id: ID!) {
    location(id: $id) {
      ...StoreEditContext
      openInfo {
        status
        canReopen
      }
    }
  }
`);

export const StoreAccountsQuery = graphql(`
  query CreateStoreAccounts($limit: Int) {
    locations(limit: $limit, sort: { by: createdAt, direction: desc }) {
      items {
        account
        address {
          regionCode
        }
      }
    }
  }
`);

export const EditAddressQuery = graphql(`
  query EditStoreAddress($id: ID!) {
    location(id: $id) {
      ...StoreEditContext
      latlng {
        latitude
        longitude
      }
    }
  }
`);

export const EditCategoryQuery = graphql(`
  query EditStoreCategory($id: ID!) {
    location(id: $id) {
      ...StoreEditContext
      ...StoreAttributes
      categories {
        primaryCategory {
          name
          displayName
        }
        additionalCategories {
          name
          displayName
        }
      }
    }
  }
`);

export const EditHoursQuery = graphql(`
  query EditStoreHours($id: ID!) {
    location(id: $id) {
      ...StoreEditContext
      regularHours {
        periods {
          openDay
          openTime {
            hours
            minutes
          }
          closeDay
          closeTime {
            hours
            minutes
          }
        }
      }
      specialHours {
        specialHourPeriods {
          startDate {
            year
            month
            day
          }
          openTime {
            hours
            minutes
          }
          closeTime {
            hours
            minutes
          }
          closed
        }
      }
    }
  }
`);

export const EditInfoQuery = graphql(`
  query EditStoreInfo($id: ID!) {
    location(id: $id) {
      ...StoreEditContext
      storeCode
      labels
      profile {
        description
      }
      openInfo {
        openingDate {
          year
          month
          day
        }
      }
    }
  }
`);

export const EditPhoneQuery = graphql(`
  query EditStorePhone($id: ID!) {
    location(id: $id) {
      ...StoreEditContext
      phoneNumbers {
        primaryPhone
        additionalPhones
      }
    }
  }
`);

export const EditStoreNameQuery = graphql(`
  query EditStoreName($id: ID!) {
    location(id: $id) {
      ...StoreEditContext
    }
  }
`);

export const EditWebsiteQuery = graphql(`
  query EditStoreWebsite($id: ID!) {
    location(id: $id) {
      ...StoreEditContext
      websiteUri
    }
  }
`);

export const SocialMediaQuery = graphql(`
  query StoreSocialMedia($id: ID!) {
    location(id: $id) {
      ...StoreEditContext
      attributes {
        name
        uriValues {
          uri
        }
      }
    }
  }
`);

export const CreateStoreMutation = graphql(`
  mutation CreateStore($input: CreateLocationInput!) {
    createLocation(input: $input) {
      jobId
      status
    }
  }
`);

/** What the category page reads for this section: `...StoreAttributes` in its location query. */
export const StoreAttributesFragment = graphql(`
  fragment StoreAttributes on Location {
    attributes {
      name
      values
      repeatedEnumValue {
        setValues
        unsetValues
      }
    }
    availableAttributes {
      parent
      valueType
      displayName
      groupDisplayName
      valueMetadata {
        value
        displayName
      }
    }
  }
`);

export const StoreCategoriesQuery = graphql(`
  query StoreCategories($search: String!, $regionCode: String) {
    categories(search: $search, regionCode: $regionCode) {
      name
      displayName
    }
  }
`);

/** What every edit page's query reads besides its form's fields: `...StoreEditContext`. */
export const StoreEditContextFragment = graphql(`
  fragment StoreEditContext on Location {
    _id
    title
    storefrontAddress {
      regionCode
      postalCode
      administrativeArea
      locality
      addressLines
    }
    lastEdit {
      jobId
      status
      error
      errorDetail
      fields
      updatedAt
    }
  }
`);
