import { describe, expect, it } from "vitest";
import { numberToStarRating, starRatingToNumber } from "@/lib/maps/review-mappers";
import { simLocationId } from "@/lib/maps-simulator/ids";
import { dailyMetricValue, datesBetween } from "@/lib/maps-simulator/performance/daily-metrics";
import { parseReviewId, reviewIdFor } from "@/lib/maps-simulator/reviews/review-ids";
import { reviewProfile, seededReviews } from "@/lib/maps-simulator/reviews/seeded-reviews";
import { verifyOutcome } from "@/lib/maps-simulator/verify-outcome";

const anchor = new Date("2026-01-01T00:00:00Z");
const input = (id: string, languageCode = "es") => ({
  id,
  languageCode,
  published: true,
  openStatus: "OPEN" as const,
  anchor,
  photoUrl: (name: string) => `https://example.test/${name}`,
});

describe("seeded reviews", () => {
  it("are deterministic and vary per location", () => {
    const id = simLocationId("1001", 0);
    expect(seededReviews(input(id))).toEqual(seededReviews(input(id)));
    const means = Array.from(
      { length: 40 },
      (_, i) => reviewProfile(simLocationId("1001", i)).mean,
    );
    expect(Math.max(...means) - Math.min(...means)).toBeGreaterThan(1);
    const counts = Array.from(
      { length: 40 },
      (_, i) => reviewProfile(simLocationId("1001", i)).count,
    );
    expect(new Set(counts).size).toBeGreaterThan(10);
  });

  it("speak mostly the store's language and none exist unpublished", () => {
    const reviews = Array.from({ length: 30 }, (_, i) =>
      seededReviews(input(simLocationId("1002", i), "en")),
    ).flat();
    const spanish = reviews.filter((r) => /[¿¡ñáéíóú]|Muy|Excelente/.test(r.comment ?? ""));
    expect(spanish.length).toBeGreaterThan(0);
    expect(spanish.length).toBeLessThan(reviews.length * 0.3);
    expect(seededReviews({ ...input(simLocationId("1001", 0)), published: false })).toEqual([]);
  });

  it("ids carry their location and refuse forgeries", () => {
    const id = reviewIdFor("1001000001", "17");
    expect(parseReviewId(id)).toEqual({ locationId: "1001000001", key: "17" });
    expect(parseReviewId("AbFvOqnope!")).toBeNull();
    expect(parseReviewId("something")).toBeNull();
  });
});

describe("daily metrics", () => {
  const location = { id: simLocationId("1001", 0), published: true, openStatus: "OPEN" as const };
  const day = { year: 2025, month: 5, day: 10 };

  it("are a pure function of location, metric and day", () => {
    const value = dailyMetricValue(location, "BUSINESS_IMPRESSIONS_MOBILE_SEARCH", day);
    expect(value).toBe(dailyMetricValue(location, "BUSINESS_IMPRESSIONS_MOBILE_SEARCH", day));
    expect(value).toBeGreaterThan(0);
    expect(dailyMetricValue({ ...location, published: false }, "CALL_CLICKS", day)).toBe(0);
    expect(
      dailyMetricValue({ ...location, openStatus: "CLOSED_PERMANENTLY" }, "CALL_CLICKS", day),
    ).toBe(0);
    expect(dailyMetricValue(location, "CALL_CLICKS", { year: 2999, month: 1, day: 1 })).toBe(0);
  });

  it("spans ranges across months and leap days", () => {
    const dates = datesBetween({ year: 2024, month: 2, day: 28 }, { year: 2024, month: 3, day: 1 });
    expect(dates.map((d) => d.day)).toEqual([28, 29, 1]);
  });
});

describe("mappers and outcomes", () => {
  it("converts star ratings both ways", () => {
    expect(starRatingToNumber("FOUR")).toBe(4);
    expect(starRatingToNumber("STAR_RATING_UNSPECIFIED")).toBeNull();
    expect(numberToStarRating(1)).toBe("ONE");
    expect(() => numberToStarRating(6)).toThrow(RangeError);
  });

  it("verify outcomes cover all three states", () => {
    const states = new Set(
      Array.from({ length: 50 }, (_, i) => verifyOutcome(simLocationId("1001", i))),
    );
    expect(states).toEqual(new Set(["COMPLETED", "PENDING", "FAILED"]));
  });
});
