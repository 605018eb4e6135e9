// A listing field's value in the reader's language: the diffs of held edits and of Google's own
// changes show these lines.
import { describe, expect, it } from "vitest";
import { readableValue, valueLines } from "@/lib/format/listing-values";

describe("listing values in words", () => {
  it("name days, dates, closures and open status in the reader's language", () => {
    const hours = {
      periods: [
        {
          openDay: "MONDAY",
          openTime: { hours: 9 },
          closeDay: "MONDAY",
          closeTime: { hours: 18 },
        },
      ],
    };
    expect(readableValue("regularHours", hours, "es")).toBe("Lunes 09:00–18:00");
    const special = {
      specialHourPeriods: [
        { startDate: { year: 2026, month: 12, day: 25 }, closed: true },
        {
          startDate: { year: 2026, month: 12, day: 31 },
          openTime: { hours: 10 },
          closeTime: { hours: 14 },
        },
      ],
    };
    expect(valueLines("specialHours", special, "en")).toEqual([
      "Dec 25, 2026 closed",
      "Dec 31, 2026 10:00–14:00",
    ]);
    expect(valueLines("specialHours", special, "es")[0]).toMatch(/^25 dic 2026 cerrado$/);
    expect(readableValue("openInfo", { status: "CLOSED_TEMPORARILY" }, "es")).toBe(
      "Cerrada temporalmente",
    );
    expect(readableValue("openInfo", { status: "OPEN" }, "en")).toBe("Open");
  });

  it("read an empty field as null and an unknown one as its JSON", () => {
    expect(readableValue("websiteUri", "", "en")).toBeNull();
    expect(readableValue("profile", { description: "" }, "en")).toBeNull();
    expect(readableValue("somethingNew", { a: 1 }, "en")).toBe('{"a":1}');
  });
});
