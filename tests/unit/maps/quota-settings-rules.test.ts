// A tenant's weight and a project's background share: whole numbers in their ranges, and a stored
// value out of range never reaches the fair share (the default applies).
import { describe, expect, it } from "vitest";
import { QUOTA_POLICY } from "@/lib/jobs/quota-policy";
import {
  BACKGROUND_SHARE_RANGE,
  backgroundShareError,
  backgroundShareOf,
  DEFAULT_BACKGROUND_SHARE_PERCENT,
} from "@/lib/maps/background-share";
import { MAPS_WEIGHT_RANGE, mapsWeightError, mapsWeightOf } from "@/lib/maps/weight";

describe("a tenant's weight", () => {
  it("is a whole number from 1 to 10", () => {
    expect(MAPS_WEIGHT_RANGE).toEqual({ min: 1, max: 10 });
    for (const weight of [1, 2, 10]) expect(mapsWeightError(weight)).toBeNull();
    for (const weight of [0, -1, 11]) expect(mapsWeightError(weight)).toBe("range");
    for (const weight of [1.5, Number.NaN]) expect(mapsWeightError(weight)).toBe("whole");
  });

  it("reads a stored value, the default when absent or out of range", () => {
    expect(mapsWeightOf(3)).toBe(3);
    expect(mapsWeightOf("4")).toBe(4);
    for (const stored of [null, undefined, 0, 11, "x"])
      expect(mapsWeightOf(stored)).toBe(QUOTA_POLICY.defaultWeight);
  });
});

describe("a project's background share", () => {
  it("is a whole percent from 10 to 90, 60 by default", () => {
    expect(BACKGROUND_SHARE_RANGE).toEqual({ min: 10, max: 90 });
    expect(DEFAULT_BACKGROUND_SHARE_PERCENT).toBe(60);
    for (const percent of [10, 30, 90]) expect(backgroundShareError(percent)).toBeNull();
    for (const percent of [9, 0, 91, 100]) expect(backgroundShareError(percent)).toBe("range");
    expect(backgroundShareError(30.5)).toBe("whole");
  });

  it("reads a stored percent as a fraction of the minute, the default when absent", () => {
    expect(backgroundShareOf(30)).toBe(0.3);
    for (const stored of [null, undefined, 5, 95])
      expect(backgroundShareOf(stored)).toBe(QUOTA_POLICY.backgroundShare);
  });
});
