import { describe, expect, it } from "vitest";
import {
  calendarLinks,
  calendarRange,
} from "@/app/(app)/apps/post/_components/calendar/calendar-range";

// The calendar's days come from the URL and the tenant's today; a wrong first weekday or a month
// that does not end on a whole week shifts every post a day.

describe("calendarRange", () => {
  it("shows today's month in whole weeks, Sunday first in English", () => {
    const range = calendarRange({ view: "calendar" }, "2026-11-26", "en");
    expect(range.mode).toBe("month");
    expect(range.month).toBe("2026-11");
    expect(range.days[0]).toBe("2026-11-01"); // a Sunday
    expect(range.days.at(-1)).toBe("2026-12-05");
    expect(range.days.length % 7).toBe(0);
  });

  it("starts weeks on Monday in Spanish", () => {
    const range = calendarRange({ month: "2026-11" }, "2026-11-26", "es");
    expect(range.days[0]).toBe("2026-10-26");
    expect(range.days.at(-1)).toBe("2026-12-06");
  });

  it("shows the week of `week`, whatever the month says", () => {
    const range = calendarRange({ month: "2026-01", week: "2026-11-26" }, "2026-11-26", "es");
    expect(range.mode).toBe("week");
    expect(range.days).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
  });

  it("falls back to today's month for a month or week that is no date", () => {
    for (const params of [{ month: "2026-13" }, { week: "2026-02-30" }, { month: "x" }])
      expect(calendarRange(params, "2026-11-26", "en")).toMatchObject({
        mode: "month",
        month: "2026-11",
      });
  });
});

describe("calendarLinks", () => {
  const query = (href: string | null) =>
    Object.fromEntries(new URL(href!, "http://x").searchParams);

  it("moves by a month across the year and closes an open detail", () => {
    const range = calendarRange({ month: "2026-12" }, "2026-11-26", "en");
    const links = calendarLinks(range, { view: "calendar", month: "2026-12", post: "p" });
    expect(query(links.next)).toEqual({ view: "calendar", month: "2027-01" });
    expect(query(links.previous)).toEqual({ view: "calendar", month: "2026-11" });
    expect(query(links.today)).toEqual({ view: "calendar", month: "2026-11" });
    expect(links.month).toBeNull();
    expect(query(links.week)).toEqual({ view: "calendar", month: "2026-12", week: "2026-12-01" });
  });

  it("moves a week by seven days, into the next month's name", () => {
    const range = calendarRange({ week: "2026-11-26" }, "2026-11-26", "es");
    const links = calendarLinks(range, { view: "calendar", week: "2026-11-26" });
    expect(query(links.next)).toEqual({ view: "calendar", month: "2026-11", week: "2026-11-30" });
    expect(query(links.previous)).toEqual({
      view: "calendar",
      month: "2026-11",
      week: "2026-11-16",
    });
    expect(query(links.month)).toEqual({ view: "calendar", month: "2026-11" });
    expect(links.week).toBeNull();
  });
});
