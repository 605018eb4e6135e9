import type { SimStoredReview } from "../schema";
import { seededReviews, type ReviewSeedInput } from "./seeded-reviews";

// Deriving a store's seeded reviews costs about 10 µs each, and a batch read pages through the
// same 50 stores again for every page of 50 reviews: kept here, a full sync of 10,000 stores
// derives each store once instead of some sixty times. Seeded reviews never change for a given
// store and seed moment, so nothing needs invalidating; the oldest stores drop out past the cap.

/**
 * Stores kept: well above the few hundred a sync's batch reads have in flight, and at about 40 KB
 * a store (the seed's mean of 64 reviews) some 80 MB at most.
 */
const MAX_STORES = 2_000;
const cache = new Map<string, readonly SimStoredReview[]>();

function keyOf(input: ReviewSeedInput): string {
  return `${input.id}|${input.anchor.getTime()}|${input.published}|${input.languageCode}|${input.openStatus}`;
}

/** seededReviews(input), derived once per store; callers must copy before changing one. */
export function cachedSeededReviews(input: ReviewSeedInput): readonly SimStoredReview[] {
  const key = keyOf(input);
  const hit = cache.get(key);
  if (hit) {
    // Map order is insertion order: re-inserting marks the store as recently used.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const reviews = seededReviews(input);
  cache.set(key, reviews);
  if (cache.size > MAX_STORES) cache.delete(cache.keys().next().value!);
  return reviews;
}
