// GraphQL operations of the post form (/apps/new-post), typed by `npm run codegen`. Isomorphic:
// the page reads the settings, the post or the template on the server; the form's leaves search
// stores and save in the browser.
import { graphql } from "@/lib/graphql/generated/client";

/** What the form edits of a post or a template. */
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

/** The further pages of a post's stores, for an edit past the first hundred. */
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

/** How many stores the post goes to and how many are not verified, before it is sent. */
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
