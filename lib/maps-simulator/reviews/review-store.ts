import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { Review, ReviewOrder, StarRating } from "@/lib/maps/types";
import { avatarUrl } from "../oauth/claims";
import type { SimLocationContext } from "../location-access";
import { simReviews, type SimStoredReview } from "../schema";
import { parseReviewId } from "./review-ids";
import {
  findSeededReview,
  seededReviews,
  STAR_RATINGS,
  type ReviewSeedInput,
} from "./seeded-reviews";

export function seedInputOf(location: SimLocationContext): ReviewSeedInput {
  return {
    id: location.id,
    languageCode: location.languageCode,
    published: location.published,
    openStatus: location.openStatus,
    anchor: location.anchor,
    photoUrl: avatarUrl,
  };
}

/** Seeded reviews with stored ones laid over them (replied, edited) plus those created later. */
export async function locationReviews(
  db: Db,
  location: SimLocationContext,
): Promise<SimStoredReview[]> {
  const stored = await db
    .select({ data: simReviews.data })
    .from(simReviews)
    .where(eq(simReviews.locationId, location.id));
  const byId = new Map(seededReviews(seedInputOf(location)).map((r) => [r.reviewId, r]));
  for (const { data } of stored) byId.set(data.reviewId, data);
  return [...byId.values()];
}

export async function findReview(
  db: Db,
  location: SimLocationContext,
  reviewId: string,
): Promise<SimStoredReview | undefined> {
  const parsed = parseReviewId(reviewId);
  if (!parsed || parsed.locationId !== location.id) return undefined;
  const [row] = await db
    .select({ data: simReviews.data })
    .from(simReviews)
    .where(eq(simReviews.id, reviewId))
    .limit(1);
  return row?.data ?? findSeededReview(seedInputOf(location), parsed.key);
}

export async function saveReview(
  db: Db,
  locationId: string,
  review: SimStoredReview,
): Promise<void> {
  const values = {
    id: review.reviewId,
    locationId,
    updateTime: new Date(review.updateTime),
    data: review,
  };
  await db
    .insert(simReviews)
    .values(values)
    .onConflictDoUpdate({
      target: simReviews.id,
      set: { updateTime: values.updateTime, data: review },
    });
}

export const starsOf = (rating: StarRating) => STAR_RATINGS.indexOf(rating) + 1;

/** Google's orders: newest change first by default, or by rating (ties newest first). */
export function sortReviews(reviews: SimStoredReview[], order: ReviewOrder): SimStoredReview[] {
  const newest = (a: SimStoredReview, b: SimStoredReview) =>
    Date.parse(b.updateTime) - Date.parse(a.updateTime) || a.reviewId.localeCompare(b.reviewId);
  const sign = order === "rating" ? 1 : order === "rating desc" ? -1 : 0;
  return [...reviews].sort(
    (a, b) => sign * (starsOf(a.starRating) - starsOf(b.starRating)) || newest(a, b),
  );
}

export function averageRating(reviews: SimStoredReview[]): number {
  if (!reviews.length) return 0;
  const sum = reviews.reduce((total, r) => total + starsOf(r.starRating), 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}

export function reviewResource(location: SimLocationContext, review: SimStoredReview): Review {
  return {
    name: `accounts/${location.accountId}/locations/${location.id}/reviews/${review.reviewId}`,
    ...review,
  };
}

/** Timestamps as Google writes them: RFC 3339 in UTC. */
export function nowIso(now = new Date()): string {
  return now.toISOString();
}
