import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { autoReplies, reviews, type JobItem, type ReviewRow } from "@/lib/db/schema";
import {
  MAPS_NOT_LINKED,
  QuotaWaitError,
  type ItemContext,
  type ItemOutcome,
} from "@/lib/jobs/outcomes";
import type { MapsClient } from "@/lib/maps/client";
import { MapsApiError } from "@/lib/maps/errors";
import type { ReviewReply } from "@/lib/maps/types";
import { linkedTenantMapsClient } from "@/lib/auth/maps-access";
import { quotaCall } from "@/lib/stores/maps-calls";

// Both a person's replies and the automatic replier's reach the maps service here.

export type ReplyPayload = { reviewId: string; comment: string | null };

export type ReplySource = "PERSON" | "AUTOMATIC";

type ReviewRef = Pick<ReviewRow, "id" | "tenantId" | "googleId">;

const ofReview = (review: ReviewRef) =>
  and(eq(reviews.id, review.id), eq(reviews.tenantId, review.tenantId));

/** The review is gone from the maps service (a 404): kept, marked, never replied to again. */
export async function markReviewRemoved(db: Db, review: ReviewRef): Promise<void> {
  await db
    .update(reviews)
    .set({ removedAt: new Date() })
    .where(and(ofReview(review), isNull(reviews.removedAt)));
}

export async function saveReply(
  db: Db,
  review: ReviewRef,
  reply: ReviewReply | null,
  source: ReplySource,
): Promise<void> {
  await db
    .update(reviews)
    .set(
      reply
        ? {
            replyComment: reply.comment,
            replyUpdateTime: reply.updateTime ? new Date(reply.updateTime) : new Date(),
            replyState: reply.reviewReplyState ?? null,
            replyPolicyViolation: reply.policyViolation ?? null,
            replySource: source,
          }
        : {
            replyComment: null,
            replyUpdateTime: null,
            replyState: null,
            replyPolicyViolation: null,
            replySource: null,
          },
    )
    .where(ofReview(review));
}

/** A refusal of the maps service as an item's outcome; a 404 means the review was deleted. */
export async function refusalOutcome(
  db: Db,
  review: ReviewRef,
  error: MapsApiError,
): Promise<ItemOutcome> {
  if (error.status === 404) {
    await markReviewRemoved(db, review);
    return { ok: false, error: "REVIEW_REMOVED", detail: error.message };
  }
  return { ok: false, error: error.googleStatus || String(error.status), detail: error.message };
}

/** 429 and 5xx are thrown for the queue to retry; other refusals are the outcome. */
export async function sendReviewReply(
  db: Db,
  client: MapsClient,
  review: ReviewRef,
  { comment, source }: { comment: string | null; source: ReplySource },
): Promise<ItemOutcome> {
  try {
    if (comment === null) {
      await quotaCall(db, "mybusiness", null, () => client.deleteReviewReply(review.googleId));
      await saveReply(db, review, null, source);
      return { ok: true, result: { removed: true } };
    }
    const reply = await quotaCall(db, "mybusiness", null, () =>
      client.replyToReview(review.googleId, comment),
    );
    await saveReply(db, review, reply, source);
    return { ok: true, result: { state: reply.reviewReplyState ?? null } };
  } catch (error) {
    if (!(error instanceof MapsApiError)) throw error;
    if (comment === null && error.status === 404 && (await stillThere(db, client, review))) {
      // Nothing to remove: the review has no reply (any more), which is what was asked.
      await saveReply(db, review, null, source);
      return { ok: true, result: { removed: true } };
    }
    return refusalOutcome(db, review, error);
  }
}

/** Whether the review itself is on the service (a 404 may be about its reply only). */
async function stillThere(db: Db, client: MapsClient, review: ReviewRef): Promise<boolean> {
  try {
    await quotaCall(db, "mybusiness", null, () => client.getReview(review.googleId));
    return true;
  } catch (error) {
    if (error instanceof MapsApiError && error.status === 404) return false;
    throw error;
  }
}

/** Waits while an automatic reply of the same review is being sent, so the person's, made later,
 * is the one that stays. */
export async function applyReviewReply(item: JobItem, ctx: ItemContext): Promise<ItemOutcome> {
  const { reviewId, comment } = item.payload as ReplyPayload;
  const [review] = await ctx.db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.tenantId, ctx.tenantId)));
  if (!review) return { ok: false, error: "NOT_FOUND" };
  if (review.removedAt) return { ok: false, error: "REVIEW_REMOVED" };
  const [sending] = await ctx.db
    .select({ id: autoReplies.id })
    .from(autoReplies)
    .where(and(eq(autoReplies.reviewId, review.id), eq(autoReplies.status, "SENDING")));
  if (sending) throw new QuotaWaitError(new Date(Date.now() + 1_000));
  const client = await linkedTenantMapsClient(ctx.db, { tenantId: ctx.tenantId });
  if (!client) return MAPS_NOT_LINKED;
  return sendReviewReply(ctx.db, client, review, { comment, source: "PERSON" });
}
