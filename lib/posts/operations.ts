// Isomorphic: server pages query, client leaves search stores, save and mutate.
import { graphql } from "@/lib/graphql/generated/client";

export const PostListItemFragment = graphql(`
  fragment PostListItem on Post {
    id
    status
    publishAt
    recurrence
    createdAt
    content {
      type
      title
    }
    counts {
      total
      pending
      processing
      live
      rejected
      fails
      deleted
    }
  }
`);

export const PostsListQuery = graphql(`
  query PostsList($filter: PostFilter, $sort: PostSort, $limit: Int, $offset: Int) {
    posts(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {
      total
      items {
        ...PostListItem
      }
    }
  }
`);

/** The tenant's clock: the list's day filter and the calendar's days are read on it. */
export const PostSettingsQuery = graphql(`
  query PostViewSettings {
    postSettings {
      timeZone
      today
    }
  }
`);

export const PostStoreNamesQuery = graphql(`
  query PostStoreNames($ids: [ID!]!) {
    postLocations(ids: $ids, limit: 20) {
      id
      title
      locality
    }
  }
`);

export const PostStoreSearchQuery = graphql(`
  query PostStoreSearch($search: String) {
    postLocations(search: $search, limit: 10) {
      id
      title
      locality
    }
  }
`);

/** A post's state as its actions answer it, so the detail and the list follow at once. */
export const PostStateFragment = graphql(`
  fragment PostState on Post {
    id
    status
    publishAt
    updatedAt
    counts {
      total
      pending
      processing
      live
      rejected
      fails
      deleted
    }
    job {
      id
      status
    }
  }
`);

export const PostDetailQuery = graphql(`
  query PostDetail($id: ID!, $storeStatus: PostStoreStatus, $limit: Int, $offset: Int) {
    post(id: $id) {
      ...PostState
      recurrence
      seriesId
      createdAt
      content {
        type
        title
        secondTitle
        thirdTitle
        description
        secondDescription
        summary
        validFrom
        validTo
        couponCode
        redeemOnlineUrl
        termsConditions
        actionType
        buttonUrl
        images {
          id
          name
          url
        }
      }
      stores(status: $storeStatus, limit: $limit, offset: $offset) {
        total
        items {
          locationId
          locationName
          storeCode
          locality
          status
          searchUrl
          error
          errorDetail
          updatedAt
        }
      }
    }
    postSettings {
      timeZone
    }
  }
`);

export const PausePostMutation = graphql(`
  mutation PausePost($id: ID!) {
    pausePost(id: $id) {
      ...PostState
    }
  }
`);

export const ResumePostMutation = graphql(`
  mutation ResumePost($id: ID!) {
    resumePost(id: $id) {
      ...PostState
    }
  }
`);

export const RetryPostMutation = graphql(`
  mutation RetryPost($id: ID!) {
    retryPost(id: $id) {
      ...PostState
    }
  }
`);

export const DeletePostMutation = graphql(`
  mutation DeletePost($id: ID!) {
    deletePost(id: $id) {
      ...PostState
    }
  }
`);

export const PostTemplatesQuery = graphql(`
  query PostTemplatesList {
    postTemplates {
      id
      name
      updatedAt
      content {
        type
        title
        secondTitle
        thirdTitle
        description
        secondDescription
        validFrom
        validTo
        redeemOnlineUrl
        url
        couponCode
        termsConditions
        actionType
        utmValue
        images {
          id
        }
      }
    }
  }
`);

export const UpdatePostTemplateMutation = graphql(`
  mutation UpdatePostTemplate($id: ID!, $input: PostTemplateInput!) {
    updatePostTemplate(id: $id, input: $input) {
      id
      name
      updatedAt
    }
  }
`);

export const DeletePostTemplateMutation = graphql(`
  mutation DeletePostTemplate($id: ID!) {
    deletePostTemplate(id: $id)
  }
`);

export const PostFormContentFragment = graphql(`
  fragment PostFormContent on PostContent {
    type
    title
    secondTitle
    thirdTitle
    description
    secondDescription
    images {
      id
      name
      kind
      url
      width
      height
      byteSize
      durationMs
    }
    validFrom
    validTo
    redeemOnlineUrl
    url
    couponCode
    termsConditions
    actionType
    utmValue
  }
`);

export const PostFormSettingsQuery = graphql(`
  query PostFormSettings {
    postSettings {
      timeZone
      today
      defaultValidTo
    }
  }
`);

/** A post to edit, with one page of its stores (the page reads them all, page by page). */
export const PostFormPostQuery = graphql(`
  query PostFormPost($id: ID!, $offset: Int) {
    post(id: $id) {
      id
      status
      publishAt
      workspaceId
      recurrence
      seriesId
      templateId
      content {
        ...PostFormContent
      }
      stores(limit: 100, offset: $offset) {
        total
        items {
          locationId
          locationName
        }
      }
    }
  }
`);

export const PostFormStoresQuery = graphql(`
  query PostFormStores($id: ID!, $offset: Int) {
    post(id: $id) {
      id
      stores(limit: 100, offset: $offset) {
        items {
          locationId
          locationName
        }
      }
    }
  }
`);

export const PostFormTemplateQuery = graphql(`
  query PostFormTemplate($id: ID!) {
    postTemplate(id: $id) {
      id
      name
      content {
        ...PostFormContent
      }
    }
  }
`);

/** The store search of the form's store step: section post lists stores only through this. */
export const PostFormLocationsQuery = graphql(`
  query PostFormLocations(
    $search: String
    $workspaceId: ID
    $limit: Int
    $filters: [LocationColumnFilter!]
  ) {
    postLocations(search: $search, workspaceId: $workspaceId, limit: $limit, filters: $filters) {
      id
      title
      locality
      verified
    }
  }
`);

export const PostFormAudienceQuery = graphql(`
  query PostFormAudience($locationIds: [ID!], $workspaceId: ID) {
    postAudience(locationIds: $locationIds, workspaceId: $workspaceId) {
      stores
      unverified
    }
  }
`);

export const PostFormCreateMutation = graphql(`
  mutation PostFormCreate($input: PostInput!) {
    createPost(input: $input) {
      id
      status
    }
  }
`);

export const PostFormUpdateMutation = graphql(`
  mutation PostFormUpdate($id: ID!, $input: PostInput!) {
    updatePost(id: $id, input: $input) {
      id
      status
    }
  }
`);

export const PostFormSaveTemplateMutation = graphql(`
  mutation PostFormSaveTemplate($input: PostTemplateInput!) {
    createPostTemplate(input: $input) {
      id
      name
    }
  }
`);
