// GraphQL operations of the reviews inbox (/apps/reviews): the list, replies, reports, templates,
// automatic replies and the sync, typed by `npm run codegen`. Isomorphic: pages and leaves import them.
import { graphql } from "@/lib/graphql/generated/client";

/** What the inbox shows of a review; replies and reports answer the same fields. */
export const ReviewItemFragment = graphql(`
  fragment ReviewItem on Review {
    id
    name
    rating
    comment
    reviewer
    reviewerPhotoUrl
    createTime
    updateTime
    sentiment
    reported
    removedAt
    reply {
      comment
      updateTime
      state
      policyViolation
      automatic
    }
    replyJob {
      jobId
      status
      comment
      error
      errorDetail
      updatedAt
    }
    location {
      id
      title
      locality
    }
  }
`);

export const ReviewsInboxQuery = graphql(`
  query ReviewsInbox($filter: ReviewFilter, $sort: ReviewSort, $limit: Int, $offset: Int) {
    reviews(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {
      total
      totalCapped
      items {
        ...ReviewItem
      }
    }
  }
`);

export const ReviewStoreNamesQuery = graphql(`
  query ReviewStoreNames($ids: [ID!]!) {
    reviewLocations(ids: $ids, limit: 20) {
      id
      title
      locality
    }
  }
`);

export const AutoReplyPanelQuery = graphql(`
  query AutoReplyPanel {
    autoReplySettings {
      enabled
      delayMinutes
      rules {
        id
        rating
        withComment
        templates {
          id
        }
      }
      recent {
        id
        reviewId
        reviewName
        reviewer
        comment
        dueAt
        status
        error
        sentAt
      }
    }
    reviewTemplates {
      id
      name
    }
  }
`);

export const UpdateAutoReplySettingsMutation = graphql(`
  mutation UpdateAutoReplySettings($input: AutoReplySettingsInput!) {
    updateAutoReplySettings(input: $input) {
      enabled
      delayMinutes
      rules {
        id
        rating
        withComment
        templates {
          id
        }
      }
    }
  }
`);

export const ReviewStoreSearchQuery = graphql(`
  query ReviewStoreSearch($search: String, $workspaceId: ID) {
    reviewLocations(search: $search, workspaceId: $workspaceId, limit: 10) {
      id
      title
      locality
    }
  }
`);

export const DeleteReviewReplyMutation = graphql(`
  mutation DeleteReviewReply($reviewId: ID!) {
    deleteReviewReply(reviewId: $reviewId) {
      jobId
      status
    }
  }
`);

export const ReplyToReviewMutation = graphql(`
  mutation ReplyToReview($reviewId: ID!, $comment: String!) {
    replyToReview(reviewId: $reviewId, comment: $comment) {
      jobId
      status
      review {
        ...ReviewItem
      }
    }
  }
`);

export const DeleteReviewTemplateMutation = graphql(`
  mutation DeleteReviewTemplate($id: ID!) {
    deleteReviewTemplate(id: $id)
  }
`);

export const CreateReviewTemplateMutation = graphql(`
  mutation CreateReviewTemplate($input: ReviewTemplateInput!) {
    createReviewTemplate(input: $input) {
      id
      name
      body
      updatedAt
    }
  }
`);

export const UpdateReviewTemplateMutation = graphql(`
  mutation UpdateReviewTemplate($id: ID!, $input: ReviewTemplateInput!) {
    updateReviewTemplate(id: $id, input: $input) {
      id
      name
      body
      updatedAt
    }
  }
`);

export const ReviewTemplatesPanelQuery = graphql(`
  query ReviewTemplatesPanel {
    reviewTemplates {
      id
      name
      body
      updatedAt
    }
  }
`);

export const SyncReviewsMutation = graphql(`
  mutation SyncReviews {
    syncReviews {
      jobId
    }
  }
`);

export const ReviewSyncJobQuery = graphql(`
  query ReviewSyncJob($id: ID!) {
    job(id: $id) {
      id
      status
      total
      done
      failed
      reviewSync {
        newReviews
        updatedReviews
        removedReviews
      }
    }
  }
`);

export const ReplyTemplatesQuery = graphql(`
  query ReplyTemplates {
    reviewTemplates {
      id
      name
      body
    }
  }
`);

export const SetReviewReportMutation = graphql(`
  mutation SetReviewReport($reviewId: ID!, $status: ReviewReportStatus) {
    setReviewReport(reviewId: $reviewId, status: $status) {
      id
      reported
    }
  }
`);

export const ReviewReplyProgressQuery = graphql(`
  query ReviewReplyProgress($id: ID!) {
    review(id: $id) {
      id
      replyJob {
        jobId
        status
        comment
        error
        errorDetail
        updatedAt
      }
    }
  }
`);
