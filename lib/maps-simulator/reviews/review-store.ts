import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { Review, ReviewOrder, StarRating } from "@/lib/maps/types";
import { moderationDelayMs, reviewArrivalsEnabled } from "../config";
import { avatarUrl } from "../oauth/claims";
import type { SimLocationRef } from "../location-access";
import { simReviews, type SimReviewRecord, type SimStoredReview } from "../schema";
import { arrivedReviews, findArrivedReview } from "./arrivals";
import { moderatedReply } from "./moderation";
import { parseReviewId } from "./review-ids";
import { cachedSeededReviews } from "./seeded-cache";
import { findSeededReview, STAR_RATINGS, type ReviewSeedInput } from "./seeded-reviews";

export function seedInputOf(location: SimLocationRef): ReviewSeedInput {
  return {
    id: location.id,
    languageCode: location.languageCode,
    published: location.published,
    openStatus: location.openStatus,
    anchor: location.anchor,
    photoUrl: avatarUrl,
  };
}

function mergeReviews(
  location: SimLocationRef,
  stored: readonly SimReviewRecord[],
  now: number,
): SimStoredReview[] {
  const input = seedInputOf(location);
  const byId = new Map(cachedSeededReviews(input).map((r) => [r.reviewId, r]));
  if (reviewArrivalsEnabled())
    for (const review of arrivedReviews(input, now)) byId.set(review.reviewId, review);
  for (const record of stored) {
    if (record.deletedAt) byId.delete(record.reviewId);
    else byId.set(record.reviewId, record);
  }
  return [...byId.values()];
}

// One query for all the locations' stored reviews.
export async function reviewsOfLocations(
  db: Db,
  locations: readonly SimLocationRef[],
  now = Date.now(),
): Promise<Map<string, SimStoredReview[]>> {
  const stored = new Map<string, SimReviewRecord[]>();
  if (locations.length > 0) {
    const rows = await db
      .select({ locationId: simReviews.locationId, data: simReviews.data })
      .from(simReviews)
      .where(sql`${simReviews.locationId} = any(${sql.param(locations.map((l) => l.id))}::text[])`);
    for (const row of rows)
      stored.set(row.locationId, [...(stored.get(row.locationId) ?? []), row.data]);
  }
  return new Map(
    locations.map((location) => [
      location.id,
      mergeReviews(location, stored.get(location.id) ?? [], now),
    ]),
  );
}

export async function locationReviews(
  db: Db,
  location: SimLocationRef,
): Promise<SimStoredReview[]> {
  return (await reviewsOfLocations(db, [location])).get(location.id)!;
}

export async function findReview(
  db: Db,
  location: SimLocationRef,
  reviewId: string,
  now = Date.now(),
): Promise<SimStoredReview | undefined> {
  const parsed = parseReviewId(reviewId);
  if (!parsed || parsed.locationId !== location.id) return undefined;
  const [row] = await db
    .select({ data: simReviews.data })
    .from(simReviews)
    .where(eq(simReviews.id, reviewId))
    .limit(1);
  if (row) return row.data.deletedAt ? undefined : row.data;
  const input = seedInputOf(location);
  return (
    findSeededReview(input, parsed.key) ??
    (reviewArrivalsEnabled() ? findArrivedReview(input, parsed.key, now) : undefined)
  );
}

export async function saveReview(
  db: Db,
  locationId: string,
  review: SimReviewRecord,
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

/** A tombstone, so a seeded or arrived one is gone too. */
export async function deleteReview(
  db: Db,
  locationId: string,
  review: SimStoredReview,
  now = new Date(),
): Promise<void> {
  await saveReview(db, locationId, { ...review, deletedAt: nowIso(now) });
}

export const starsOf = (rating: StarRating) => STAR_RATINGS.indexOf(rating) + 1;

export function sortReviews(reviews: SimStoredReview[], order: ReviewOrder): SimStoredReview[] {
  const sign = order === "rating" ? 1 : order === "rating desc" ? -1 : 0;
  // Parsed once: a batch read sorts thousands of reviews per page.
  const keyed = reviews.map((review) => ({
    review,
    time: Date.parse(review.updateTime),
    stars: starsOf(review.starRating),
  }));
  keyed.sort(
    (a, b) =>
      sign * (a.stars - b.stars) ||
      b.time - a.time ||
      a.review.reviewId.localeCompare(b.review.reviewId),
  );
  return keyed.map((entry) => entry.review);
}

export function averageRating(reviews: SimStoredReview[]): number {
  if (!reviews.length) return 0;
  const sum = reviews.reduce((total, r) => total + starsOf(r.starRating), 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}

export function reviewResource(
  location: SimLocationRef,
  review: SimStoredReview,
  now = Date.now(),
): Review {
  const { reviewReply, ...rest } = review;
  return {
    name: `accounts/${location.accountId}/locations/${location.id}/reviews/${review.reviewId}`,
    ...rest,
    ...(reviewReply ? { reviewReply: moderatedReply(reviewReply, now, moderationDelayMs()) } : {}),
  };
}

export function nowIso(now = new Date()): string {
  return now.toISOString();
}
