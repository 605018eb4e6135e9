// A Spanish page on an English browser showed its times as "02:30 PM" and its dates in the
// browser's order: the shared fields read and show dates and times in the app's language.
import { describe, expect, it } from "vitest";
import { dateText, parseDateText, parseTimeText } from "@/lib/format/date-text";

describe("parseTimeText", () => {
  it("reads a time however it is typed, as 24-hour HH:MM", () => {
    expect(parseTimeText("9")).toBe("09:00");
    expect(parseTimeText("930")).toBe("09:30");
    expect(parseTimeText("9:30")).toBe("09:30");
    expect(parseTimeText(" 9.30 ")).toBe("09:30");
    expect(parseTimeText("21h15")).toBe("21:15");
    expect(parseTimeText("2130")).toBe("21:30");
    expect(parseTimeText("00:00")).toBe("00:00");
    expect(parseTimeText("24:00")).toBe("24:00");
  });

  it("reads a.m. and p.m. in either language", () => {
    expect(parseTimeText("9:30 pm")).toBe("21:30");
    expect(parseTimeText("9 p. m.")).toBe("21:00");
    expect(parseTimeText("12 am")).toBe("00:00");
    expect(parseTimeText("12:15 PM")).toBe("12:15");
    expect(parseTimeText("13 pm")).toBeNull();
  });

  it("refuses what is no time", () => {
    for (const text of ["", "25:00", "9:60", "24:30", "abc", "9:3", "12345", "9::30"])
      expect(parseTimeText(text), text).toBeNull();
  });
});

describe("parseDateText and dateText", () => {
  it("reads the day in the app's order, or as YYYY-MM-DD", () => {
    expect(parseDateText("03/05/2026", "es")).toBe("2026-05-03");
    expect(parseDateText("03/05/2026", "en")).toBe("2026-03-05");
    expect(parseDateText("3-5-26", "es")).toBe("2026-05-03");
    expect(parseDateText("2026-05-03", "en")).toBe("2026-05-03");
    expect(parseDateText("2026-5-3", "es")).toBe("2026-05-03");
  });

  it("refuses days that do not exist and other text", () => {
    for (const text of ["31/02/2026", "13/13/2026", "2026-02-30", "mañana", "", "1/2"])
      expect(parseDateText(text, "es"), text).toBeNull();
    expect(parseDateText("02/31/2026", "en")).toBeNull();
  });

  it("shows a day in the app's format and any other text as typed", () => {
    expect(dateText("2026-05-03", "es")).toBe("03/05/2026");
    expect(dateText("2026-05-03", "en")).toBe("05/03/2026");
    expect(dateText("", "es")).toBe("");
    expect(dateText("3 de mayo", "es")).toBe("3 de mayo");
  });
});
