// GraphQL operations of /apps/post: the list, the calendar, a post's detail and its actions, and
// the templates (typed by `npm run codegen`). Isomorphic: server pages query, client leaves mutate.
import { graphql } from "@/lib/graphql/generated/client";

/** What a list row and a calendar chip show of a post. */
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
