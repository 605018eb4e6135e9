import "server-only";
import { accountResource, locationResource } from "./resource-names";
import type { Transport } from "./transport";
import type {
  BatchGetReviewsRequest,
  BatchGetReviewsResponse,
  ListReviewsResponse,
  Review,
  ReviewOrder,
  ReviewReply,
} from "./types";

export const MAX_REVIEWS_PAGE_SIZE = 50;

export type ListReviewsOptions = { pageSize?: number; pageToken?: string; orderBy?: ReviewOrder };

function v4Location(account: string, location: string): string {
  return `${accountResource(account)}/${locationResource(location)}`;
}

function reviewPath(reviewName: string): string {
  if (!/^accounts\/[^/]+\/locations\/[^/]+\/reviews\/[^/]+$/.test(reviewName))
    throw new TypeError(`Not a review resource name: ${reviewName}`);
  return reviewName;
}

export function reviewsApi(t: Transport) {
  const api = {
    listReviews(account: string, location: string, options: ListReviewsOptions = {}) {
      return t.get<ListReviewsResponse>(
        "mybusiness",
        `v4/${v4Location(account, location)}/reviews`,
        options,
      );
    },

    /** With `since`, stops at the first review changed before it. */
    listAllReviews(
      account: string,
      location: string,
      options: { since?: Date } = {},
    ): Promise<Review[]> {
      const since = options.since?.getTime();
      return t.collectPages(async (pageToken) => {
        const page = await api.listReviews(account, location, {
          pageSize: MAX_REVIEWS_PAGE_SIZE,
          pageToken,
          orderBy: "updateTime desc",
        });
        const reviews = page.reviews ?? [];
        if (since === undefined) return { items: reviews, next: page.nextPageToken };
        const recent = reviews.filter((r) => Date.parse(r.updateTime) >= since);
        return { items: recent, next: page.nextPageToken, stop: recent.length < reviews.length };
      });
    },

    getReview(reviewName: string) {
      return t.get<Review>("mybusiness", `v4/${reviewPath(reviewName)}`);
    },

    replyToReview(reviewName: string, comment: string) {
      return t.send<ReviewReply>("PUT", "mybusiness", `v4/${reviewPath(reviewName)}/reply`, {
        comment,
      });
    },

    async deleteReviewReply(reviewName: string): Promise<void> {
      await t.send("DELETE", "mybusiness", `v4/${reviewPath(reviewName)}/reply`);
    },

    batchGetReviews(account: string, request: BatchGetReviewsRequest) {
      return t.send<BatchGetReviewsResponse>(
        "POST",
        "mybusiness",
        `v4/${accountResource(account)}/locations:batchGetReviews`,
        request,
      );
    },
  };
  return api;
}
