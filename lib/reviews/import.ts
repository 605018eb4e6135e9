import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { reviews } from "@/lib/db/schema";
import type { MapsClient } from "@/lib/maps/client";
import type { Review, StarRating } from "@/lib/maps/types";
import { excluded, monthsBefore, runImport, tenantImportLocations } from "@/lib/onboarding/imports";
import { storeReviewTopics, tenantTopicDefinitions } from "@/lib/review-topics/service";
import type { TopicDefinition } from "@/lib/review-topics/topics";
import { sentimentOf } from "./sentiment";

const STARS: Record<StarRating, number> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };

export function reviewRow(tenantId: string, locationId: string, review: Review) {
  const starRating = STARS[review.starRating];
  const comment = review.comment ?? null;
  const reply = review.reviewReply;
  return {
    tenantId,
    locationId,
    googleId: review.name,
    reviewerName: review.reviewer?.displayName ?? null,
    reviewerPhotoUrl: review.reviewer?.profilePhotoUrl ?? null,
    starRating,
    comment,
    sentiment: sentimentOf(comment, starRating),
    createTime: new Date(review.createTime),
    updateTime: new Date(review.updateTime),
    replyComment: reply?.comment ?? null,
    replyUpdateTime: reply ? new Date(reply.updateTime) : null,
    replyState: reply?.reviewReplyState ?? null,
    replyPolicyViolation: reply?.policyViolation ?? null,
    // A reply first seen in an import was written in the maps service, by a person.
    replySource: reply ? "PERSON" : null,
  };
}

/** The same text keeps its author (an automatic reply read back stays AUTOMATIC). */
const replySourceOnUpdate = sql.raw(`case
  when excluded.reply_comment is null then null
  when excluded.reply_comment is not distinct from reviews.reply_comment then reviews.reply_source
  else 'PERSON' end`);

/** A review marked removed is back when the service lists it again. Its topics are read anew. */
export async function upsertReviews(
  db: Db,
  {
    tenantId,
    locationId,
    fetched,
    topics,
  }: {
    tenantId: string;
    locationId: string;
    fetched: readonly Review[];
    /** The tenant's own topics, when the caller read them once for several stores. */
    topics?: readonly TopicDefinition[];
  },
): Promise<void> {
  if (fetched.length === 0) return;
  // The count triggers (review_counts) update a tenant's shared rows in the order the reviews come:
  // two workers writing batches of one tenant deadlocked on them. One writer per tenant at a time,
  // until the writing transaction ends.
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('review_counts'), hashtext(${tenantId}))`,
  );
  const written = await db
    .insert(reviews)
    .values(fetched.map((review) => reviewRow(tenantId, locationId, review)))
    .onConflictDoUpdate({
      target: [reviews.tenantId, reviews.googleId],
      set: {
        reviewerName: excluded("reviewer_name"),
        reviewerPhotoUrl: excluded("reviewer_photo_url"),
        starRating: excluded("star_rating"),
        comment: excluded("comment"),
        sentiment: excluded("sentiment"),
        updateTime: excluded("update_time"),
        replyComment: excluded("reply_comment"),
        replyUpdateTime: excluded("reply_update_time"),
        replyState: excluded("reply_state"),
        replyPolicyViolation: excluded("reply_policy_violation"),
        replySource: replySourceOnUpdate,
        removedAt: sql`null`,
        importedAt: new Date(),
      },
    })
    .returning({
      id: reviews.id,
      locationId: reviews.locationId,
      comment: reviews.comment,
      starRating: reviews.starRating,
      updateTime: reviews.updateTime,
    });
  await storeReviewTopics(db, { tenantId, reviews: written, extraTopics: topics });
}

export type ImportReviewsOptions = {
  /** Reviews updated in the last `months` months; null or absent imports all of them. */
  months?: number | null;
  now?: Date;
};

/** Idempotent: a review already imported is updated. */
export async function importTenantReviews(
  db: Db,
  {
    tenantId,
    client,
    months,
    now = new Date(),
  }: { tenantId: string; client: MapsClient } & ImportReviewsOptions,
): Promise<number> {
  return runImport(db, {
    tenantId,
    kind: "reviews",
    work: async () => {
      const since = months ? monthsBefore(now, months) : null;
      let total = 0;
      const topics = await tenantTopicDefinitions(db, { tenantId });
      for (const location of await tenantImportLocations(db, { tenantId })) {
        const recent = await client.listAllReviews(
          location.account,
          location.googleId,
          since ? { since } : {},
        );
        if (recent.length === 0) continue;
        await upsertReviews(db, { tenantId, locationId: location.id, fetched: recent, topics });
        total += recent.length;
      }
      return total;
    },
  });
}
