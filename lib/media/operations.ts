// Isomorphic: the server pages and the browser leaves import the same documents.
import { graphql } from "@/lib/graphql/generated/client";

export const MediaPackageItemFragment = graphql(`
  fragment MediaPackageItem on MediaPackage {
    id
    name
    category
    mediaFormat
    totalLocations
    sentAt
    dismissedAt
    createdAt
    files {
      id
      name
      kind
      url
    }
    job {
      id
      status
      total
      done
      failed
    }
    links {
      id
      expiresAt
    }
  }
`);

export const MediaPackagesQuery = graphql(`
  query MediaPackages($includeDismissed: Boolean, $limit: Int, $offset: Int) {
    mediaPackages(includeDismissed: $includeDismissed, limit: $limit, offset: $offset) {
      total
      items {
        ...MediaPackageItem
      }
    }
  }
`);

export const MediaJobQuery = graphql(`
  query MediaJobSummary($id: ID!) {
    mediaJob(id: $id) {
      job {
        id
        status
        createdAt
      }
      package {
        ...MediaPackageItem
      }
    }
  }
`);

export const MediaJobItemsQuery = graphql(`
  query MediaJobItems($id: ID!, $limit: Int, $offset: Int) {
    mediaJob(id: $id) {
      job {
        id
        status
        total
        done
        failed
      }
      items(limit: $limit, offset: $offset) {
        id
        locationName
        storeCode
        fileName
        status
        error
        errorDetail
        googleUrl
      }
    }
  }
`);

export const MediaLocationsQuery = graphql(`
  query MediaLocations(
    $search: String
    $workspaceId: ID
    $limit: Int
    $filters: [LocationColumnFilter!]
  ) {
    mediaLocations(search: $search, workspaceId: $workspaceId, limit: $limit, filters: $filters) {
      id
      title
      locality
    }
  }
`);

export const CreateMediaPackageMutation = graphql(`
  mutation CreateMediaPackage($input: MediaPackageInput!) {
    createMediaPackage(input: $input) {
      id
      job {
        id
      }
    }
  }
`);

export const DismissMediaPackageMutation = graphql(`
  mutation DismissMediaPackage($id: ID!, $dismissed: Boolean) {
    dismissMediaPackage(id: $id, dismissed: $dismissed)
  }
`);

export const CreateMediaLinkMutation = graphql(`
  mutation CreateMediaLink($input: MediaLinkInput!) {
    createMediaLink(input: $input) {
      url
      link {
        id
        expiresAt
      }
    }
  }
`);

export const RevokeMediaLinkMutation = graphql(`
  mutation RevokeMediaLink($id: ID!) {
    revokeMediaLink(id: $id)
  }
`);

// A store's own photos and videos (/apps/media?store=…).
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
