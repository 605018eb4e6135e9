// Holiday presets computed by rule (Easter, nth weekday, the laws that move a holiday to a Monday)
// against known dates, and a store's special hours merged with a preset.
import { describe, expect, it } from "vitest";
import { STORE_LIMITS } from "@/lib/constants";
import { easter, nthWeekday } from "@/lib/holidays/calendar";
import { longestClosedRun } from "@/lib/holidays/closed-days";
import { HOLIDAY_RULES } from "@/lib/holidays/countries";
import {
  HOLIDAY_COUNTRIES,
  comingHolidays,
  mergeProblem,
  mergeSpecialDays,
} from "@/lib/holidays/rules";
import { holidayCountrySchema, holidayEntriesSchema } from "@/lib/holidays/schema";

const dateOf = (country: keyof typeof HOLIDAY_RULES, key: string, year: number) =>
  HOLIDAY_RULES[country].find((rule) => rule.key === key)!.date(year);

describe("calendar", () => {
  it("finds Easter", () => {
    expect(easter(2024)).toBe("2024-03-31");
    expect(easter(2025)).toBe("2025-04-20");
    expect(easter(2026)).toBe("2026-04-05");
    expect(easter(2027)).toBe("2027-03-28");
  });
  it("finds the nth and the last weekday of a month", () => {
    expect(nthWeekday(2026, 11, 4, 4)).toBe("2026-11-26");
    expect(nthWeekday(2026, 5, 1, -1)).toBe("2026-05-25");
    expect(nthWeekday(2027, 2, 1, 1)).toBe("2027-02-01");
  });
});

describe("country rules", () => {
  it("has a preset for every country of the product's list", () => {
    expect(Object.keys(HOLIDAY_RULES).sort()).toEqual([...HOLIDAY_COUNTRIES].sort());
  });

  it("dates Easter-based holidays", () => {
    expect(dateOf("ES", "goodFriday", 2026)).toBe("2026-04-03");
    expect(dateOf("ES", "goodFriday", 2027)).toBe("2027-03-26");
    expect(dateOf("CO", "holyThursday", 2026)).toBe("2026-04-02");
    expect(dateOf("PE", "holyThursday", 2027)).toBe("2027-03-25");
    expect(dateOf("AR", "carnivalMonday", 2026)).toBe("2026-02-16");
    expect(dateOf("AR", "carnivalTuesday", 2026)).toBe("2026-02-17");
    expect(dateOf("AR", "carnivalMonday", 2027)).toBe("2027-02-08");
    expect(dateOf("PT", "corpusChristi", 2026)).toBe("2026-06-04");
    expect(dateOf("CO", "ascension", 2026)).toBe("2026-05-18");
  });

  it("dates nth-weekday holidays", () => {
    expect(dateOf("US", "thanksgiving", 2026)).toBe("2026-11-26");
    expect(dateOf("US", "thanksgiving", 2027)).toBe("2027-11-25");
    expect(dateOf("US", "memorial", 2026)).toBe("2026-05-25");
    expect(dateOf("MX", "constitution", 2027)).toBe("2027-02-01");
    expect(dateOf("MX", "juarez", 2027)).toBe("2027-03-15");
    expect(dateOf("MX", "revolution", 2026)).toBe("2026-11-16");
    expect(dateOf("CA", "victoriaDay", 2026)).toBe("2026-05-18");
    expect(dateOf("CA", "victoriaDay", 2027)).toBe("2027-05-24");
    expect(dateOf("CA", "thanksgiving", 2026)).toBe("2026-10-12");
  });

  it("moves Argentina's movable holidays as its law says", () => {
    // Friday 20 November 2026 → Monday 23; Saturday 20 November 2027 stays.
    expect(dateOf("AR", "sovereignty", 2026)).toBe("2026-11-23");
    expect(dateOf("AR", "sovereignty", 2027)).toBe("2027-11-20");
    // Tuesday 17 August 2027 → Monday 16; Tuesday 12 October 2027 → Monday 11.
    expect(dateOf("AR", "sanMartin", 2027)).toBe("2027-08-16");
    expect(dateOf("AR", "culturalDiversity", 2027)).toBe("2027-10-11");
    // Güemes: Wednesday 17 June 2026 → Monday 15; Thursday 17 June 2027 → Monday 21.
    expect(dateOf("AR", "guemes", 2026)).toBe("2026-06-15");
    expect(dateOf("AR", "guemes", 2027)).toBe("2027-06-21");
  });

  it("keeps Colombia's Emiliani holidays on the following Monday", () => {
    // Tuesday 6 January 2026 → Monday 12.
    expect(dateOf("CO", "epiphany", 2026)).toBe("2026-01-12");
    expect(dateOf("CO", "stJoseph", 2026)).toBe("2026-03-23");
  });

  it("gives Mexico's inauguration day only in its years", () => {
    expect(dateOf("MX", "powerTransfer", 2030)).toBe("2030-10-01");
    expect(dateOf("MX", "powerTransfer", 2027)).toBeNull();
  });
});

describe("comingHolidays", () => {
  it("lists the next year's national holidays of Spain in date order", () => {
    const coming = comingHolidays("ES", "2026-12-02");
    expect(coming.map((h) => h.date)).toEqual([
      "2026-12-06",
      "2026-12-08",
      "2026-12-25",
      "2027-01-01",
      "2027-01-06",
      "2027-03-26",
      "2027-05-01",
      "2027-08-15",
      "2027-10-12",
      "2027-11-01",
    ]);
    expect(coming[5]!.name).toEqual({ es: "Viernes Santo", en: "Good Friday" });
  });

  it("includes today and stops a year ahead", () => {
    const coming = comingHolidays("US", "2026-11-26");
    expect(coming[0]!.date).toBe("2026-11-26");
    expect(coming.at(-1)!.date).toBe("2027-11-25");
    expect(coming.every((h) => h.date < "2027-11-26")).toBe(true);
  });

  it("gives every holiday a name in both languages", () => {
    for (const country of HOLIDAY_COUNTRIES)
      for (const holiday of comingHolidays(country, "2026-12-02")) {
        expect(holiday.name.es).not.toBe("");
        expect(holiday.name.en).not.toBe("");
      }
  });
});

describe("mergeSpecialDays", () => {
  const today = "2026-12-02";
  it("cleans past entries, replaces the same date and adds the preset's", () => {
    const merged = mergeSpecialDays(
      [
        { date: "2026-11-20", closed: true },
        { date: "2026-12-24", closed: false, open: "09:00", close: "14:00" },
        { date: "2026-12-25", closed: false, open: "10:00", close: "12:00" },
      ],
      [
        { date: "2026-12-25", closed: true },
        { date: "2027-01-01", closed: true },
      ],
      today,
    );
    expect(merged).toEqual([
      { date: "2026-12-24", closed: false, open: "09:00", close: "14:00" },
      { date: "2026-12-25", closed: true },
      { date: "2027-01-01", closed: true },
    ]);
  });

  it("refuses a store that would pass the special hours' limit", () => {
    const many = Array.from({ length: STORE_LIMITS.specialHours }, (_, i) => ({
      date: `2027-0${1 + Math.floor(i / 9)}-1${i % 9}`,
      closed: false,
      open: "09:00",
      close: "13:00",
    }));
    expect(mergeProblem(many)).toBeNull();
    expect(
      mergeProblem(mergeSpecialDays(many, [{ date: "2027-05-01", closed: true }], today)),
    ).toBe("tooManySpecialHours");
  });

  it("refuses more than 6 closed days in a row, counting the store's own", () => {
    const week = [
      "2026-12-24",
      "2026-12-25",
      "2026-12-26",
      "2026-12-27",
      "2026-12-28",
      "2026-12-29",
    ];
    const six = week.map((date) => ({ date, closed: true }));
    expect(longestClosedRun(six)).toBe(6);
    expect(mergeProblem(six)).toBeNull();
    expect(mergeProblem(mergeSpecialDays([{ date: "2026-12-30", closed: true }], six, today))).toBe(
      "tooManyClosedDays",
    );
  });
});

describe("holidayEntriesSchema", () => {
  const schema = holidayEntriesSchema("2026-12-02");
  const messages = (value: unknown) =>
    schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

  it("refuses 7 closed days in a row with the maps service's rule", () => {
    const seven = Array.from({ length: 7 }, (_, i) => ({
      date: `2026-12-${String(24 + i).padStart(2, "0")}`,
      closed: true,
    }));
    expect(messages(seven)).toEqual(["tooManyClosedDays"]);
    expect(messages(seven.slice(1))).toEqual([]);
  });

  it("refuses a bad or past date, missing hours and an unknown country", () => {
    expect(messages([{ date: "2027-02-30", closed: true }])).toEqual(["invalidDate"]);
    expect(messages([{ date: "2026-12-01", closed: true }])).toEqual(["dateOutOfRange"]);
    expect(messages([{ date: "2027-01-01", closed: false }])).toEqual(["hoursRequired"]);
    expect(messages([])).toEqual(["noDates"]);
    expect(holidayCountrySchema.safeParse("ZZ").error?.issues[0]?.message).toBe("unknownCountry");
    expect(holidayCountrySchema.parse("es")).toBe("ES");
  });
});
