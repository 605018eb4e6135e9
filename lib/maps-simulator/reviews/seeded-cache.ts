import type { SimStoredReview } from "../schema";
import { seededReviews, type ReviewSeedInput } from "./seeded-reviews";

// A batch read pages through the same 50 stores for every page of 50 reviews: cached, a full sync
// derives each store once instead of some sixty times. Never stale for a store and seed moment.

/** ~40 KB a store, so some 80 MB at most. */
const MAX_STORES = 2_000;
const cache = new Map<string, readonly SimStoredReview[]>();

function keyOf(input: ReviewSeedInput): string {
  return `${input.id}|${input.anchor.getTime()}|${input.published}|${input.languageCode}|${input.openStatus}`;
}

/** Callers must copy before changing one. */
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
