import "server-only";
import type { Db } from "@/lib/db/client";
import { reviews } from "@/lib/db/schema";
import type { MapsClient } from "@/lib/maps/client";
import type { Review, StarRating } from "@/lib/maps/types";
import { excluded, monthsBefore, runImport, tenantImportLocations } from "@/lib/onboarding/imports";

const STARS: Record<StarRating, number> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };

export function reviewRow(tenantId: string, locationId: string, review: Review) {
  return {
    tenantId,
    locationId,
    googleId: review.name,
    reviewerName: review.reviewer?.displayName ?? null,
    starRating: STARS[review.starRating],
    comment: review.comment ?? null,
    createTime: new Date(review.createTime),
    updateTime: new Date(review.updateTime),
    replyComment: review.reviewReply?.comment ?? null,
    replyUpdateTime: review.reviewReply ? new Date(review.reviewReply.updateTime) : null,
  };
}

/** Stores a store's reviews as the maps service gives them; one already stored is updated. */
export async function upsertReviews(
  db: Db,
  tenantId: string,
  locationId: string,
  fetched: readonly Review[],
): Promise<void> {
  if (fetched.length === 0) return;
  await db
    .insert(reviews)
    .values(fetched.map((review) => reviewRow(tenantId, locationId, review)))
    .onConflictDoUpdate({
      target: [reviews.tenantId, reviews.googleId],
      set: {
        starRating: excluded("star_rating"),
        comment: excluded("comment"),
        updateTime: excluded("update_time"),
        replyComment: excluded("reply_comment"),
        replyUpdateTime: excluded("reply_update_time"),
        importedAt: new Date(),
      },
    });
}

export type ImportReviewsOptions = {
  /** Reviews updated in the last `months` months; null or absent imports all of them. */
  months?: number | null;
  now?: Date;
};

/**
 * setupInitialReviews: the reviews of every store of the tenant, from the maps service into the
 * product. Idempotent: a review already imported is updated (a new reply, an edited comment).
 */
export async function importTenantReviews(
  db: Db,
  tenantId: string,
  client: MapsClient,
  { months, now = new Date() }: ImportReviewsOptions = {},
): Promise<number> {
  return runImport(db, tenantId, "reviews", async () => {
    const since = months ? monthsBefore(now, months) : null;
    let total = 0;
    for (const location of await tenantImportLocations(db, tenantId)) {
      const recent = await client.listAllReviews(
        location.account,
        location.googleId,
        since ? { since } : {},
      );
      if (recent.length === 0) continue;
      await upsertReviews(db, tenantId, location.id, recent);
      total += recent.length;
    }
    return total;
  });
}
