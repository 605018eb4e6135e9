// A bulk edit taken again after a crash skips a store only when the store already holds every
// value sent; any doubt sends the edit again rather than lose it.
import { describe, expect, it } from "vitest";
import type { TimePeriod } from "@/lib/maps/types";
import { holdsPatch } from "@/lib/stores/edit-readback";

describe("holdsPatch", () => {
  it("holds when each masked field has the value sent, whatever the key order", () => {
    const period: TimePeriod = {
      openDay: "MONDAY",
      openTime: { hours: 9 },
      closeDay: "MONDAY",
      closeTime: { hours: 18 },
    };
    const reordered: TimePeriod = {
      closeTime: { hours: 18 },
      closeDay: "MONDAY",
      openTime: { hours: 9 },
      openDay: "MONDAY",
    };
    const hours = { periods: [period] };
    expect(
      holdsPatch(
        { websiteUri: "https://a.example/", regularHours: hours },
        {
          regularHours: { periods: [reordered] },
          websiteUri: "https://a.example/",
        },
        ["regularHours", "websiteUri"],
      ),
    ).toBe(true);
  });

  it("reads a cleared field as held when the service leaves it out", () => {
    expect(holdsPatch({}, { labels: [] }, ["labels"])).toBe(true);
    expect(holdsPatch({ labels: ["old"] }, { labels: [] }, ["labels"])).toBe(false);
  });

  it("compares the parts of openInfo the mask names, and nothing else", () => {
    const read = { openInfo: { status: "CLOSED_TEMPORARILY" as const } };
    expect(
      holdsPatch(read, { openInfo: { status: "CLOSED_TEMPORARILY" } }, ["openInfo.status"]),
    ).toBe(true);
    expect(holdsPatch(read, { openInfo: { status: "OPEN" } }, ["openInfo.status"])).toBe(false);
  });

  it("does not hold when one field of several differs or is missing", () => {
    const sent = { websiteUri: "https://a.example/", labels: ["x"] };
    expect(holdsPatch({ websiteUri: "https://a.example/" }, sent, ["websiteUri", "labels"])).toBe(
      false,
    );
    expect(
      holdsPatch({ websiteUri: "https://b.example/", labels: ["x"] }, sent, [
        "websiteUri",
        "labels",
      ]),
    ).toBe(false);
  });
});
