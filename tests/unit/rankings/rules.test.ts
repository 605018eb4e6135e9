// Rank tracking's rules (spec §3-§5): keywords of three letters or more, no repeated entries, the
// grid around a store, the map's zoom and when a ranking runs next.
import { describe, expect, it } from "vitest";
import { rankingJobSchema } from "@/lib/rankings/schema";
import {
  gridPoints,
  gridSummary,
  keywordIssue,
  nextRunAfter,
  repeatedEntries,
  searchZoom,
} from "@/lib/rankings/rules";

const STORE = "00000000-0000-4000-8000-000000000001";
const valid = {
  name: "Pizza near the stores",
  locationIds: [STORE],
  keywords: ["pizza", "pizzería cerca", "comida italiana"],
  competitors: ["Pizza Roma"],
  businessNames: ["Acme Retail"],
  frequency: "MONTHLY" as const,
  device: "MOBILE" as const,
  grid: { size: 5, spacingKm: 1 },
};

const issues = (input: unknown) => {
  const parsed = rankingJobSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}:${i.message}`);
};

describe("a ranking's input", () => {
  it("takes a valid ranking, trimmed, with an optional grid", () => {
    expect(issues(valid)).toEqual([]);
    const parsed = rankingJobSchema.parse({ ...valid, name: "  Pizza  ", grid: undefined });
    expect(parsed).toMatchObject({ name: "Pizza", grid: null });
  });

  it("refuses a keyword of fewer than three letters, on that keyword", () => {
    expect(keywordIssue("ab")).toBe("keywordLetters");
    expect(keywordIssue("5g")).toBe("keywordLetters");
    expect(keywordIssue("café")).toBeNull();
    expect(issues({ ...valid, keywords: ["pizza", "ab"] })).toEqual(["keywords.1:keywordLetters"]);
  });

  it("refuses a repeated keyword, competitor or business name, case and accents aside", () => {
    expect(repeatedEntries(["Pizza Roma", "pizza  roma", "Pizzería", "PIZZERIA"])).toEqual([1, 3]);
    expect(issues({ ...valid, competitors: ["Pizza Roma", "pizza roma"] })).toEqual([
      "competitors.1:duplicate",
    ]);
    expect(issues({ ...valid, keywords: ["pizza", "Pizza"] })).toEqual(["keywords.1:duplicate"]);
  });

  it("refuses a grid of an even or too large size, or a spacing out of range", () => {
    expect(issues({ ...valid, grid: { size: 4, spacingKm: 1 } })).toEqual(["grid.size:gridSize"]);
    expect(issues({ ...valid, grid: { size: 17, spacingKm: 1 } })).toEqual(["grid.size:gridSize"]);
    expect(issues({ ...valid, grid: { size: 5, spacingKm: 0 } })).toEqual([
      "grid.spacingKm:gridSpacing",
    ]);
  });

  it("refuses no store, no keyword, and a run past the checks one run may make", () => {
    expect(issues({ ...valid, locationIds: [] })).toEqual(["locationIds:noStores"]);
    expect(issues({ ...valid, keywords: [] })).toEqual(["keywords:noKeywords"]);
    const stores = Array.from(
      { length: 1_000 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    );
    const keywords = ["uno", "dos", "tres", "cuatro", "cinco"];
    expect(
      issues({ ...valid, locationIds: stores, keywords, grid: { size: 15, spacingKm: 1 } }),
    ).toEqual(["locationIds:tooManyChecks"]);
  });
});

describe("the grid around a store", () => {
  it("puts the store at the centre, north on row 0, the given spacing apart", () => {
    const points = gridPoints({ latitude: 40, longitude: -3.7 }, { size: 3, spacingKm: 1 });
    expect(points).toHaveLength(9);
    expect(points[4]).toEqual({ row: 1, column: 1, latitude: 40, longitude: -3.7 });
    expect(points[1]!.latitude).toBeGreaterThan(40);
    expect(points[3]!.longitude).toBeLessThan(-3.7);
    expect((points[1]!.latitude - 40) * 111.32).toBeCloseTo(1, 3);
    expect(gridPoints({ latitude: 40, longitude: -3.7 }, null)).toHaveLength(1);
  });

  it("searches a tighter grid closer in", () => {
    expect(searchZoom(null)).toBe(14);
    expect(searchZoom({ size: 5, spacingKm: 1 })).toBe(15);
    expect(searchZoom({ size: 5, spacingKm: 5 })).toBe(13);
  });

  it("sums a grid up as the average rank and the share of points in the top three", () => {
    expect(gridSummary([1, 2, 5, null])).toEqual({
      averageRank: 2.7,
      topThreeShare: 0.5,
      found: 3,
    });
    expect(gridSummary([null, null])).toEqual({ averageRank: null, topThreeShare: 0, found: 0 });
  });
});

describe("when a ranking runs next", () => {
  const at = (iso: string) => new Date(iso);
  it("runs a once ranking once", () => {
    expect(nextRunAfter("ONCE", at("2026-12-01T06:00:00Z"))).toBeNull();
  });

  it("runs a twice-a-month ranking on the 1st and the 16th", () => {
    expect(nextRunAfter("TWICE_A_MONTH", at("2026-12-01T06:00:00Z"))).toEqual(
      at("2026-12-16T06:00:00Z"),
    );
    expect(nextRunAfter("TWICE_A_MONTH", at("2026-12-16T06:00:00Z"))).toEqual(
      at("2027-01-01T06:00:00Z"),
    );
  });

  it("runs a monthly ranking a month on, on the month's last day when it has no such day", () => {
    expect(nextRunAfter("MONTHLY", at("2026-12-10T06:00:00Z"))).toEqual(at("2027-01-10T06:00:00Z"));
    expect(nextRunAfter("MONTHLY", at("2027-01-31T06:00:00Z"))).toEqual(at("2027-02-28T06:00:00Z"));
  });
});
