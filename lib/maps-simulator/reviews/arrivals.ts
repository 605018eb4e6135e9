import type { SimStoredReview } from "../schema";
import { drawFrom } from "../ids";
import { reviewIdFor } from "./review-ids";
import { moodOf } from "./review-text";
import {
  drawComment,
  drawLanguage,
  drawReviewer,
  drawStars,
  iso,
  reviewProfile,
  STAR_RATINGS,
  type ReviewSeedInput,
} from "./seeded-reviews";

// Reviews keep arriving after the seed moment, derived like seeded ones: slot k of the store's gap
// holds one review at a drawn moment, shown once that moment has passed.

const DAY_MS = 86_400_000;
/** Seeded reviews use plain numbers. */
const ARRIVAL_KEY = /^a(\d{1,7})$/;

/** Busy stores hear more. */
export function arrivalGapMs(locationId: string): number {
  const perDay = 0.25 + reviewProfile(locationId).count / 60;
  return Math.round(DAY_MS / perDay);
}

function arrivalAt(input: ReviewSeedInput, slot: number, gapMs: number): number {
  const offset = drawFrom(`arrival-at:${input.id}:${slot}`).next();
  // Whole seconds, as createTime shows it: a review is visible exactly from its createTime on.
  const at = input.anchor.getTime() + Math.floor((slot + offset) * gapMs);
  return Math.ceil(at / 1000) * 1000;
}

function arrival(input: ReviewSeedInput, slot: number, createdMs: number): SimStoredReview {
  const draw = drawFrom(`arrival:${input.id}:${slot}`);
  const { lang } = drawLanguage(draw, input);
  const stars = drawStars(draw, reviewProfile(input.id).mean);
  const review: SimStoredReview = {
    reviewId: reviewIdFor(input.id, `a${slot}`),
    reviewer: drawReviewer(draw, input, lang),
    starRating: STAR_RATINGS[stars - 1]!,
    createTime: iso(createdMs),
    updateTime: iso(createdMs),
  };
  const comment = drawComment(draw, lang, moodOf(stars));
  if (comment) review.comment = comment;
  return review;
}

function receives(input: ReviewSeedInput): boolean {
  return input.published && input.openStatus !== "CLOSED_PERMANENTLY";
}

export function arrivedReviews(input: ReviewSeedInput, now: number): SimStoredReview[] {
  if (!receives(input) || now <= input.anchor.getTime()) return [];
  const gap = arrivalGapMs(input.id);
  const lastSlot = Math.floor((now - input.anchor.getTime()) / gap);
  const reviews: SimStoredReview[] = [];
  for (let slot = 0; slot <= lastSlot; slot++) {
    const at = arrivalAt(input, slot, gap);
    if (at <= now) reviews.push(arrival(input, slot, at));
  }
  return reviews;
}

export function findArrivedReview(
  input: ReviewSeedInput,
  key: string,
  now: number,
): SimStoredReview | undefined {
  const match = ARRIVAL_KEY.exec(key);
  if (!match || !receives(input)) return undefined;
  const slot = Number(match[1]);
  const at = arrivalAt(input, slot, arrivalGapMs(input.id));
  return at <= now ? arrival(input, slot, at) : undefined;
}
