import { describe, expect, it } from "vitest";
import { checkPeriods, checkSpecialPeriods } from "@/lib/maps-simulator/validate/hours";
import { isPhoneOfRegion, isWebUrl } from "@/lib/maps-simulator/validate/values";

const period = (openDay: string, open: number, closeDay: string, close: number, minutes = 0) => ({
  openDay,
  openTime: { hours: open, ...(minutes ? { minutes } : {}) },
  closeDay,
  closeTime: { hours: close },
});

describe("regular hours", () => {
  it("accepts split shifts, periods past midnight and a whole day", () => {
    const week = [
      period("MONDAY", 9, "MONDAY", 13),
      period("MONDAY", 13, "MONDAY", 20),
      period("SATURDAY", 20, "SUNDAY", 3),
    ];
    expect(checkPeriods(week, "p")).toEqual([]);
    expect(checkPeriods([period("TUESDAY", 0, "TUESDAY", 24)], "p")).toEqual([]);
  });

  it("finds overlaps across the end of the week", () => {
    const problems = checkPeriods(
      [period("SUNDAY", 22, "MONDAY", 4), period("MONDAY", 3, "MONDAY", 9)],
      "p",
    );
    expect(problems).toEqual([{ field: "p[1]", description: "Overlaps p[0]" }]);
  });

  it("refuses 24:30 and a period closing before it opens", () => {
    expect(checkPeriods([period("MONDAY", 24, "MONDAY", 24, 30)], "p")).toHaveLength(1);
    expect(checkPeriods([period("MONDAY", 10, "MONDAY", 9)], "p")).toHaveLength(1);
  });
});

describe("special hours", () => {
  const date = (day: number) => ({ year: 2031, month: 12, day });

  it("accepts a night running to 11:59 of the next day", () => {
    const night = {
      startDate: date(31),
      endDate: { year: 2032, month: 1, day: 1 },
      openTime: { hours: 20 },
      closeTime: { hours: 11, minutes: 59 },
    };
    expect(checkSpecialPeriods([night], "s")).toEqual([]);
  });

  it("refuses dates that do not exist", () => {
    const leap = [{ startDate: { year: 2031, month: 2, day: 29 }, closed: true }];
    expect(checkSpecialPeriods(leap, "s")[0]?.field).toBe("s[0].startDate");
    const partial = [{ startDate: { year: 2031, month: 12 }, closed: true }];
    expect(checkSpecialPeriods(partial, "s")[0]?.field).toBe("s[0].startDate");
  });
});

describe("values", () => {
  it("checks phones against the region's calling code", () => {
    expect(isPhoneOfRegion("011 4777-1234", "AR")).toBe(true);
    expect(isPhoneOfRegion("+54 11 4777-1234", "AR")).toBe(true);
    expect(isPhoneOfRegion("+34 912 345 678", "AR")).toBe(false);
    expect(isPhoneOfRegion("+34 912 345 678", undefined)).toBe(true);
    expect(isPhoneOfRegion("912 345 678", undefined)).toBe(false);
  });

  it("accepts only web addresses with a real host", () => {
    expect(isWebUrl("https://www.acme.example/store?id=1")).toBe(true);
    expect(isWebUrl("https://user:pw@acme.example")).toBe(false);
    expect(isWebUrl("javascript:alert(1)")).toBe(false);
    expect(isWebUrl("http://intranet")).toBe(false);
  });
});
