// Google My Business v4 reviews, as JSON on the wire.

export type StarRating = "ONE" | "TWO" | "THREE" | "FOUR" | "FIVE";

/** The display name the service gives an anonymous reviewer. */
export const ANONYMOUS_REVIEWER = "A Google User";

export type Reviewer = {
  profilePhotoUrl?: string;
  displayName?: string;
  isAnonymous?: boolean;
};

/** The service's moderation of an owner's reply. */
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
  /** "accounts/{a}/locations/{l}" names. */
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
