import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { autoReplies, reviews } from "@/lib/db/schema";
import { enqueueJobItems } from "@/lib/jobs/engine";
import type { ReplyPayload } from "./apply-reply";
import { ReviewInputError, ReviewNotFoundError, ReviewRemovedError } from "./errors";
import { replyCommentSchema } from "./schema";

// Nothing reaches the maps service from this file: a REVIEW_REPLY item sends it (apply-reply.ts).

type Actor = { tenantId: string; userId: string };

export type ReplyJob = { jobId: string; status: "PENDING" };

const idSchema = z.uuid();

/**
 * Queues the replies of one or more of the tenant's reviews as one REVIEW_REPLY job (one item a
 * review). A person acting on a review cancels its planned automatic reply. Inside the caller's
 * transaction when `db` is one: nothing is queued unless every review can take its reply.
 */
export async function queueReplies(
  db: Db,
  queue: PgBoss,
  { tenantId, userId }: Actor,
  replies: { reviewId: string; comment: string | null }[],
): Promise<ReplyJob> {
  if (replies.some(({ reviewId }) => !idSchema.safeParse(reviewId).success))
    throw new ReviewNotFoundError();
  const reviewIds = replies.map(({ reviewId }) => reviewId);
  const ofReviews = and(inArray(reviews.id, reviewIds), eq(reviews.tenantId, tenantId));
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: reviews.id, locationId: reviews.locationId, removedAt: reviews.removedAt })
      .from(reviews)
      .where(ofReviews)
      .orderBy(reviews.id)
      .for("update");
    const byId = new Map(found.map((review) => [review.id, review]));
    const items = replies.map(({ reviewId, comment }) => {
      const review = byId.get(reviewId);
      if (!review) throw new ReviewNotFoundError();
      if (review.removedAt) throw new ReviewRemovedError();
      const payload: ReplyPayload = { reviewId, comment };
      return { locationId: review.locationId, payload };
    });
    // The store is named so that two quick changes of one review apply in the order they were made.
    const { jobId, itemIds } = await enqueueJobItems(tx, queue, {
      tenantId,
      userId,
      kind: "REVIEW_REPLY",
      items,
    });
    for (const [i, reviewId] of reviewIds.entries())
      await tx
        .update(reviews)
        .set({ replyJobItemId: itemIds[i] })
        .where(and(eq(reviews.id, reviewId), eq(reviews.tenantId, tenantId)));
    await tx
      .update(autoReplies)
      .set({ status: "SKIPPED", error: "HANDLED_BY_PERSON" })
      .where(
        and(
          inArray(autoReplies.reviewId, reviewIds),
          eq(autoReplies.tenantId, tenantId),
          eq(autoReplies.status, "SCHEDULED"),
        ),
      );
    return { jobId, status: "PENDING" as const };
  });
}

function queueReply(
  db: Db,
  queue: PgBoss,
  { tenantId, userId, reviewId }: Actor & { reviewId: string },
  comment: string | null,
): Promise<ReplyJob> {
  return queueReplies(db, queue, { tenantId, userId }, [{ reviewId, comment }]);
}

/** Writes or replaces the reply of one of the tenant's reviews (1 to 400 characters, spec §5). */
export async function replyToReview(
  db: Db,
  queue: PgBoss,
  input: Actor & { reviewId: string; comment: string },
): Promise<ReplyJob> {
  const parsed = replyCommentSchema.safeParse(input.comment);
  if (!parsed.success)
    throw new ReviewInputError(
      parsed.error.issues.map((issue) => ({ path: "comment", message: issue.message })),
    );
  return queueReply(db, queue, input, parsed.data);
}

export async function deleteReviewReply(
  db: Db,
  queue: PgBoss,
  input: Actor & { reviewId: string },
): Promise<ReplyJob> {
  return queueReply(db, queue, input, null);
}
