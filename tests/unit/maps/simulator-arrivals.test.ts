// Reviews keep arriving after the seed moment: derived like seeded ones (same store, same moment,
// same reviews), each store at its own pace, visible only once their time has come.
import { describe, expect, it } from "vitest";
import { simLocationId } from "@/lib/maps-simulator/ids";
import {
  arrivalGapMs,
  arrivedReviews,
  findArrivedReview,
} from "@/lib/maps-simulator/reviews/arrivals";
import { parseReviewId } from "@/lib/maps-simulator/reviews/review-ids";
import { reviewProfile, seededReviews } from "@/lib/maps-simulator/reviews/seeded-reviews";

const anchor = new Date("2026-01-01T00:00:00Z");
const DAY = 86_400_000;
const input = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  languageCode: "es",
  published: true,
  openStatus: "OPEN" as const,
  anchor,
  photoUrl: (name: string) => `https://example.test/${name}`,
  ...overrides,
});
const stores = Array.from({ length: 40 }, (_, i) => simLocationId("1001", i));

describe("review arrivals", () => {
  it("has none at the seed moment and more as time passes, all after the seed moment", () => {
    const id = stores[0]!;
    expect(arrivedReviews(input(id), anchor.getTime())).toEqual([]);
    const week = arrivedReviews(input(id), anchor.getTime() + 7 * DAY);
    const month = arrivedReviews(input(id), anchor.getTime() + 30 * DAY);
    expect(month.length).toBeGreaterThan(week.length);
    expect(month.slice(0, week.length)).toEqual(week);
    for (const review of month) {
      expect(Date.parse(review.createTime)).toBeGreaterThan(anchor.getTime());
      expect(review.updateTime).toBe(review.createTime);
      expect(review.reviewReply).toBeUndefined();
    }
  });

  it("is deterministic, with ids that name the store and never collide with seeded ones", () => {
    const id = stores[1]!;
    const now = anchor.getTime() + 20 * DAY;
    const arrived = arrivedReviews(input(id), now);
    expect(arrived).toEqual(arrivedReviews(input(id), now));
    const seededIds = new Set(seededReviews(input(id)).map((r) => r.reviewId));
    for (const review of arrived) {
      expect(seededIds.has(review.reviewId)).toBe(false);
      expect(parseReviewId(review.reviewId)?.locationId).toBe(id);
      expect(findArrivedReview(input(id), parseReviewId(review.reviewId)!.key, now)).toEqual(
        review,
      );
    }
  });

  it("paces each store by how busy it is, about one review per gap", () => {
    const busy = [...stores].sort((a, b) => reviewProfile(b).count - reviewProfile(a).count);
    expect(arrivalGapMs(busy[0]!)).toBeLessThan(arrivalGapMs(busy.at(-1)!));
    const span = 60 * DAY;
    for (const id of stores.slice(0, 10)) {
      const n = arrivedReviews(input(id), anchor.getTime() + span).length;
      expect(Math.abs(n - span / arrivalGapMs(id))).toBeLessThanOrEqual(1);
    }
  });

  it("shows a review only once its moment has passed", () => {
    const id = stores[2]!;
    const [first] = arrivedReviews(input(id), anchor.getTime() + 30 * DAY);
    const key = parseReviewId(first!.reviewId)!.key;
    const due = Date.parse(first!.createTime);
    expect(findArrivedReview(input(id), key, due - 1)).toBeUndefined();
    expect(findArrivedReview(input(id), key, due)).toEqual(first);
    expect(findArrivedReview(input(id), "7", due)).toBeUndefined();
  });

  it("brings nothing to unpublished or permanently closed stores", () => {
    const later = anchor.getTime() + 30 * DAY;
    expect(arrivedReviews(input(stores[0]!, { published: false }), later)).toEqual([]);
    expect(arrivedReviews(input(stores[0]!, { openStatus: "CLOSED_PERMANENTLY" }), later)).toEqual(
      [],
    );
  });
});
