import { describe, expect, it } from "vitest";
import { fromPeriods, toPeriods, type DayHours } from "@/lib/stores/hours";
import { phoneIssues } from "@/lib/stores/rules";
import {
  categoriesSchema,
  locationPatchSchema,
  phoneNumbersSchema,
  specialDaysSchema,
  weekHoursSchema,
} from "@/lib/stores/schema";

const closedWeek = (): DayHours[] =>
  ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"].map((day) => ({
    day: day as DayHours["day"],
    mode: "closed",
    lines: [],
  }));

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe("hours", () => {
  it("turns days into periods and back, a late close running into the next day", () => {
    const week = closedWeek();
    week[0] = {
      day: "MONDAY",
      mode: "lines",
      lines: [
        { open: "09:00", close: "13:00" },
        { open: "20:00", close: "02:00" },
      ],
    };
    week[6] = { day: "SUNDAY", mode: "open24", lines: [] };
    const periods = toPeriods(week);
    expect(periods[1]).toEqual({
      openDay: "MONDAY",
      openTime: { hours: 20 },
      closeDay: "TUESDAY",
      closeTime: { hours: 2 },
    });
    expect(fromPeriods(periods)).toEqual(week);
  });

  it("allows 1 to 5 lines a day without overlaps, and not a whole closed week", () => {
    const week = closedWeek();
    expect(messages(weekHoursSchema.safeParse(week))).toEqual(["allClosed"]);
    week[1] = { day: "TUESDAY", mode: "lines", lines: [] };
    expect(messages(weekHoursSchema.safeParse(week))).toContain("lineRequired");
    week[1].lines = Array.from({ length: 6 }, (_, i) => ({ open: `0${i}:00`, close: `0${i}:30` }));
    expect(messages(weekHoursSchema.safeParse(week))).toContain("tooManyLines");
    week[1].lines = [
      { open: "09:00", close: "13:00" },
      { open: "12:00", close: "18:00" },
    ];
    expect(messages(weekHoursSchema.safeParse(week))).toContain("overlap");
    week[1].lines = [{ open: "09:00", close: "09:00" }];
    expect(messages(weekHoursSchema.safeParse(week))).toContain("sameOpenClose");
  });

  it("takes 0 to 15 special days, each on its own date, closed or with hours", () => {
    expect(specialDaysSchema.safeParse([]).success).toBe(true);
    const many = Array.from({ length: 16 }, (_, i) => ({
      date: `2027-01-${String(i + 1).padStart(2, "0")}`,
      closed: true,
    }));
    expect(messages(specialDaysSchema.safeParse(many))).toContain("tooManySpecialHours");
    expect(
      messages(specialDaysSchema.safeParse([{ date: "2027-01-01", closed: false }])),
    ).toContain("hoursRequired");
    const twice = [
      { date: "2027-01-01", closed: true },
      { date: "2027-01-01", closed: true },
    ];
    expect(messages(specialDaysSchema.safeParse(twice))).toContain("repeatedDate");
  });
});

describe("phones", () => {
  it("takes a primary and at most 2 additional phones", () => {
    const three = { primaryPhone: "1", additionalPhones: ["2", "3", "4"] };
    expect(messages(phoneNumbersSchema.safeParse(three))).toContain("tooManyPhones");
  });

  it("refuses phones that are not of the store's country, and repeats", () => {
    expect(phoneIssues({ primaryPhone: "11 5555 0100", additionalPhones: [] }, "AR")).toEqual([]);
    expect(phoneIssues({ primaryPhone: "123", additionalPhones: [] }, "AR")).toEqual([
      { path: "primaryPhone", message: "invalidPhone" },
    ]);
    expect(
      phoneIssues({ primaryPhone: "11 5555 0100", additionalPhones: ["11 5555 0100"] }, "AR"),
    ).toContainEqual({ path: "additionalPhones", message: "repeated" });
  });
});

describe("categories", () => {
  it("takes 8 categories at most, without repeats", () => {
    const cat = (n: number) => ({ name: `categories/gcid:c${n}` });
    const nine = {
      primaryCategory: cat(0),
      additionalCategories: [1, 2, 3, 4, 5, 6, 7, 8].map(cat),
    };
    expect(messages(categoriesSchema.safeParse(nine))).toContain("tooManyCategories");
    const repeated = { primaryCategory: cat(0), additionalCategories: [cat(0)] };
    expect(messages(categoriesSchema.safeParse(repeated))).toContain("repeated");
  });
});

describe("locationPatchSchema", () => {
  it("needs a field, refuses unknown ones and bad URLs", () => {
    expect(messages(locationPatchSchema.safeParse({}))).toContain("emptyPatch");
    expect(locationPatchSchema.safeParse({ name: "x" }).success).toBe(false);
    expect(messages(locationPatchSchema.safeParse({ websiteUri: "not a url" }))).toContain(
      "invalidUrl",
    );
    expect(locationPatchSchema.safeParse({ websiteUri: "https://example.com/a" }).success).toBe(
      true,
    );
  });

  it("checks API periods as the hours form checks days", () => {
    const overlap = {
      regularHours: {
        periods: [
          {
            openDay: "MONDAY",
            openTime: { hours: 9 },
            closeDay: "MONDAY",
            closeTime: { hours: 13 },
          },
          {
            openDay: "MONDAY",
            openTime: { hours: 12 },
            closeDay: "MONDAY",
            closeTime: { hours: 18 },
          },
        ],
      },
    };
    expect(messages(locationPatchSchema.safeParse(overlap))).toContain("overlap");
  });
});
