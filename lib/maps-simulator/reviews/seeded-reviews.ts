import type { OpenStatus, StarRating } from "@/lib/maps/types";
import { ANONYMOUS_REVIEWER } from "@/lib/maps/types-reviews";
import type { SimStoredReview } from "../schema";
import { drawFrom, type Draw } from "../ids";
import { reviewIdFor } from "./review-ids";
import {
  FIRST_NAMES,
  LAST_INITIALS,
  moodOf,
  OWNER_REPLIES,
  REVIEW_DETAILS,
  REVIEW_OPENERS,
  type Lang,
  type Mood,
} from "./review-text";

// Derived, never stored, so 10,000 stores cost nothing to seed.

export const STAR_RATINGS: readonly StarRating[] = ["ONE", "TWO", "THREE", "FOUR", "FIVE"];
const DAY_S = 86_400;
export const HISTORY_DAYS = 548;

export type ReviewSeedInput = {
  id: string;
  languageCode: string;
  published: boolean;
  openStatus: OpenStatus;
  anchor: Date;
  photoUrl: (displayName: string) => string;
};

/**
 * MAPS_SIM_REVIEW_SCALE (0 to 1) shrinks every store's review count alike, so a benchmark can
 * sync 10,000 stores in minutes; unset, each store has its full count.
 */
function reviewCountScale(): number {
  const value = Number(process.env.MAPS_SIM_REVIEW_SCALE);
  return value > 0 && value <= 1 ? value : 1;
}

export function reviewProfile(locationId: string) {
  const draw = drawFrom(`reviews:${locationId}`);
  const size = draw.pick([
    [0, 6],
    [5, 40],
    [20, 120],
    [60, 260],
  ] as const);
  return {
    count: Math.round(draw.int(size[0], size[1]) * reviewCountScale()),
    mean: 2.6 + draw.next() * 2.2,
    replyRate: draw.pick([0, 0.15, 0.4, 0.7, 0.9]),
  };
}

export function drawStars(draw: Draw, mean: number): number {
  // A bell around the store's mean, plus the angry one-star reviews every store gets.
  const weights = [1, 2, 3, 4, 5].map(
    (k) => Math.exp(-((k - mean) ** 2) / 1.6) + (k === 1 ? 0.06 : 0),
  );
  let roll = draw.next() * weights.reduce((a, b) => a + b, 0);
  for (let k = 0; k < 5; k++) {
    roll -= weights[k]!;
    if (roll <= 0) return k + 1;
  }
  return 5;
}

export function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** Mostly the store's own. */
export function drawLanguage(draw: Draw, input: ReviewSeedInput): { home: Lang; lang: Lang } {
  const home: Lang = input.languageCode === "en" ? "en" : "es";
  const lang: Lang = draw.chance(0.85) ? home : home === "en" ? "es" : "en";
  return { home, lang };
}

export function drawReviewer(
  draw: Draw,
  input: ReviewSeedInput,
  lang: Lang,
): SimStoredReview["reviewer"] {
  const anonymous = draw.chance(0.06);
  const displayName = anonymous
    ? ANONYMOUS_REVIEWER
    : `${draw.pick(FIRST_NAMES[lang])} ${draw.pick([...LAST_INITIALS])}.`;
  return anonymous
    ? { displayName, isAnonymous: true }
    : { profilePhotoUrl: input.photoUrl(displayName), displayName, isAnonymous: false };
}

/** A fifth of reviews are a rating alone. */
export function drawComment(draw: Draw, lang: Lang, mood: Mood): string | undefined {
  if (!draw.chance(0.8)) return undefined;
  const opener = draw.pick(REVIEW_OPENERS[lang][mood]);
  return draw.chance(0.4) ? `${opener} ${draw.pick(REVIEW_DETAILS[lang])}` : opener;
}

function seededReview(
  input: ReviewSeedInput,
  index: number,
  profile: ReturnType<typeof reviewProfile>,
): SimStoredReview {
  const draw = drawFrom(`review:${input.id}:${index}`);
  const { home, lang } = drawLanguage(draw, input);
  // A permanently closed store stopped gathering reviews a while before the seed moment.
  const quietDays = input.openStatus === "CLOSED_PERMANENTLY" ? 120 : 0;
  const anchorMs = input.anchor.getTime();
  const created =
    anchorMs - (quietDays * DAY_S + draw.int(3600, (HISTORY_DAYS - quietDays) * DAY_S)) * 1000;
  const updated = draw.chance(0.1)
    ? Math.min(anchorMs, created + draw.int(1, 90) * DAY_S * 1000)
    : created;
  const stars = drawStars(draw, profile.mean);
  const mood = moodOf(stars);
  const review: SimStoredReview = {
    reviewId: reviewIdFor(input.id, String(index)),
    reviewer: drawReviewer(draw, input, lang),
    starRating: STAR_RATINGS[stars - 1]!,
    createTime: iso(created),
    updateTime: iso(updated),
  };
  const comment = drawComment(draw, lang, mood);
  if (comment) review.comment = comment;
  const replyAt = updated + draw.int(1, 10) * DAY_S * 1000;
  if (draw.next() < profile.replyRate && replyAt < anchorMs) {
    review.reviewReply = {
      comment: draw.pick(OWNER_REPLIES[home][mood]),
      updateTime: iso(replyAt),
    };
  }
  return review;
}

export function seededReviews(input: ReviewSeedInput): SimStoredReview[] {
  if (!input.published) return [];
  const profile = reviewProfile(input.id);
  return Array.from({ length: profile.count }, (_, i) => seededReview(input, i, profile));
}

export function findSeededReview(input: ReviewSeedInput, key: string): SimStoredReview | undefined {
  if (!input.published || !/^\d{1,6}$/.test(key)) return undefined;
  const profile = reviewProfile(input.id);
  const index = Number(key);
  return index < profile.count ? seededReview(input, index, profile) : undefined;
}
