import { describe, expect, it } from "vitest";
import { percentage, reviewPercentageColour, roundToHalfStar } from "@/lib/insights/stars";

describe("star rounding (spec §9)", () => {
  it.each([
    [4, 4],
    [4.24, 4],
    [4.25, 4.5],
    [4.5, 4.5],
    [4.74, 4.5],
    [4.75, 5],
    [0.1, 0],
    [5, 5],
    [7, 5],
    [-1, 0],
  ])("%s rounds to %s", (value, expected) => {
    expect(roundToHalfStar(value)).toBe(expected);
  });

  it("shows nothing when the value is not a number", () => {
    for (const value of [null, undefined, Number.NaN, "4.5", Infinity]) {
      expect(roundToHalfStar(value)).toBeNull();
    }
  });
});

describe("review percentage colour (spec §9)", () => {
  it("is green above 75, yellow above 50, otherwise red", () => {
    expect(reviewPercentageColour(100)).toBe("green");
    expect(reviewPercentageColour(75.1)).toBe("green");
    expect(reviewPercentageColour(75)).toBe("yellow");
    expect(reviewPercentageColour(50.5)).toBe("yellow");
    expect(reviewPercentageColour(50)).toBe("red");
    expect(reviewPercentageColour(0)).toBe("red");
    expect(reviewPercentageColour(Number.NaN)).toBeNull();
  });

  it("has no percentage without reviews", () => {
    expect(percentage(3, 4)).toBe(75);
    expect(percentage(0, 0)).toBeNull();
  });
});
