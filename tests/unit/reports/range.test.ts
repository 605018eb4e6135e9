import { describe, expect, it } from "vitest";
import { ReportInputError } from "@/lib/reports/errors";
import {
  addDays,
  bucketStart,
  bucketStarts,
  compareRange,
  dayCount,
  daysOf,
  parseDateRange,
} from "@/lib/reports/range";
import { revenueSettingsSchema } from "@/lib/reports/schema";

const TODAY = "2026-11-27";

function refusal(work: () => unknown) {
  try {
    work();
  } catch (error) {
    if (error instanceof ReportInputError) return error.issues;
    throw error;
  }
  return null;
}

describe("parseDateRange", () => {
  it("accepts real days up to today, one day or 366", () => {
    expect(parseDateRange({ from: TODAY, to: TODAY }, TODAY)).toEqual({ start: TODAY, end: TODAY });
    expect(dayCount(parseDateRange({ from: "2025-11-27", to: TODAY }, TODAY))).toBe(366);
  });

  it("refuses each bad range with its field and message key", () => {
    const cases: [string, string, string, string][] = [
      ["2026-02-29", "2026-03-01", "range.from", "invalidDay"],
      ["2026-03-01", "2026-3-2", "range.to", "invalidDay"],
      ["2026-03-02", "2026-03-01", "range.from", "rangeOrder"],
      ["2026-11-01", "2026-11-28", "range.to", "rangeInFuture"],
      ["2025-11-26", TODAY, "range", "rangeTooLong"],
    ];
    for (const [from, to, path, message] of cases) {
      expect(refusal(() => parseDateRange({ from, to }, TODAY))).toEqual([{ path, message }]);
    }
  });
});

describe("compareRange", () => {
  it("takes as many days just before for the previous period", () => {
    expect(compareRange({ start: "2026-03-01", end: "2026-03-31" })).toEqual({
      start: "2026-01-29",
      end: "2026-02-28",
    });
    expect(compareRange({ start: "2024-03-01", end: "2024-03-01" }, "PREVIOUS_PERIOD")).toEqual({
      start: "2024-02-29",
      end: "2024-02-29",
    });
  });

  it("takes the same days a year before, a leap day falling on 28 February", () => {
    expect(compareRange({ start: "2024-02-01", end: "2024-02-29" }, "PREVIOUS_YEAR")).toEqual({
      start: "2023-02-01",
      end: "2023-02-28",
    });
    expect(compareRange({ start: "2026-01-01", end: "2026-12-31" }, "PREVIOUS_YEAR")).toEqual({
      start: "2025-01-01",
      end: "2025-12-31",
    });
  });

  it("compares with nothing for NONE", () => {
    expect(compareRange({ start: "2026-01-01", end: "2026-01-31" }, "NONE")).toBeNull();
  });
});

describe("days and buckets", () => {
  it("counts days across month, year and leap-day ends", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(dayCount({ start: "2024-01-01", end: "2024-12-31" })).toBe(366);
    expect(daysOf({ start: "2026-03-30", end: "2026-04-02" })).toEqual([
      "2026-03-30",
      "2026-03-31",
      "2026-04-01",
      "2026-04-02",
    ]);
  });

  it("buckets by day up to 120 days and by 7-day weeks from the range's start beyond", () => {
    const short = { start: "2026-01-01", end: "2026-04-30" };
    expect(dayCount(short)).toBe(120);
    expect(bucketStarts(short)).toHaveLength(120);
    expect(bucketStart(short, "2026-01-05")).toBe("2026-01-05");
    const long = { start: "2026-01-01", end: "2026-05-01" };
    expect(bucketStarts(long)).toHaveLength(18);
    expect(bucketStart(long, "2026-01-07")).toBe("2026-01-01");
    expect(bucketStart(long, "2026-01-08")).toBe("2026-01-08");
    expect(bucketStart(long, "2026-05-01")).toBe(bucketStarts(long).at(-1));
  });
});

describe("revenue settings", () => {
  it("keeps the sliders' bounds and the three currencies", () => {
    const ok = { ticket: 10_000, conversionPercent: 100, currency: "ARS" };
    expect(revenueSettingsSchema.safeParse(ok).success).toBe(true);
    expect(
      revenueSettingsSchema.safeParse({ ...ok, ticket: 1, conversionPercent: 1 }).success,
    ).toBe(true);
    const message = (value: unknown) =>
      revenueSettingsSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(message({ ...ok, ticket: 0.5 })).toEqual(["ticketRange"]);
    expect(message({ ...ok, conversionPercent: 100.5 })).toEqual(["conversionRange"]);
    expect(message({ ...ok, currency: "usd" })).toEqual(["currencyUnknown"]);
    expect(message({ ...ok, ticket: Number.NaN })).toEqual(["ticketRange"]);
  });
});
