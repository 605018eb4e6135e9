// Google My Business v4 reviews.

export type StarRating = "ONE" | "TWO" | "THREE" | "FOUR" | "FIVE";

export const ANONYMOUS_REVIEWER = "A Google User";

export type Reviewer = {
  profilePhotoUrl?: string;
  displayName?: string;
  isAnonymous?: boolean;
};

export type ReviewReplyState = "PENDING" | "APPROVED" | "REJECTED";

export type ReviewReply = {
  comment: string;
  updateTime: string;
  /** Output only; absent on replies the service has not moderated yet. */
  reviewReplyState?: ReviewReplyState;
  /** Output only: why a REJECTED reply was refused, e.g. "PERSONAL_INFORMATION". */
  policyViolation?: string;
};

export type Review = {
  /** "accounts/{a}/locations/{l}/reviews/{reviewId}" */
  name: string;
  reviewId: string;
  reviewer: Reviewer;
  starRating: StarRating;
  /** Absent on rating-only reviews. */
  comment?: string;
  createTime: string;
  updateTime: string;
  reviewReply?: ReviewReply;
};

export type ReviewOrder = "updateTime desc" | "rating" | "rating desc";

export type ListReviewsResponse = {
  reviews?: Review[];
  averageRating?: number;
  totalReviewCount?: number;
  nextPageToken?: string;
};

export type BatchGetReviewsRequest = {
  locationNames: string[];
  pageSize?: number;
  pageToken?: string;
  orderBy?: ReviewOrder;
  ignoreRatingOnlyReviews?: boolean;
};

export type BatchGetReviewsResponse = {
  locationReviews?: { name: string; review: Review }[];
  nextPageToken?: string;
};
