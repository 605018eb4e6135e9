import { graphql } from "@/lib/graphql/generated/client";

export const StoreMediaQuery = graphql(`
  query StoreMedia($locationId: ID!) {
    storeMedia(locationId: $locationId) {
      locationId
      locationName
      available
      owner {
        ...StoreMediaItemFields
      }
      customer {
        ...StoreMediaItemFields
      }
      links {
        id
        expiresAt
      }
    }
  }
  fragment StoreMediaItemFields on StoreMediaItem {
    name
    source
    mediaFormat
    category
    googleUrl
    thumbnailUrl
    createTime
    attribution
    report {
      status
      updatedAt
    }
  }
`);

export const DeleteStoreMediaMutation = graphql(`
  mutation DeleteStoreMedia($locationId: ID!, $name: ID!) {
    deleteStoreMedia(locationId: $locationId, name: $name) {
      id
    }
  }
`);

export const SetMediaReportMutation = graphql(`
  mutation SetMediaReport($locationId: ID!, $name: ID!, $status: MediaReportStatus) {
    setMediaReport(locationId: $locationId, name: $name, status: $status) {
      name
      report {
        status
        updatedAt
      }
    }
  }
`);

export const MediaStoreQuery = graphql(`
  query MediaStore($name: ID!) {
    mediaStore(name: $name) {
      id
    }
  }
`);
