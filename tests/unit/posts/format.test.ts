import { describe, expect, it } from "vitest";
import { dayIn, dayRange, formatPostTime } from "@/lib/posts/format";

// Posts are read on the tenant's clock: a time shown in the browser's zone, or a day filter cut at
// UTC midnight, puts a Madrid post at 00:30 on the day before.

describe("formatPostTime", () => {
  it("reads the instant on the tenant's clock, in each language's date order", () => {
    const instant = "2026-11-26T23:30:00Z";
    expect(formatPostTime(instant, "en", "Europe/Madrid")).toBe("11/27/2026 00:30");
    expect(formatPostTime(instant, "es", "Europe/Madrid")).toBe("27/11/2026 00:30");
    expect(formatPostTime(instant, "es", "America/Argentina/Buenos_Aires")).toBe(
      "26/11/2026 20:30",
    );
  });
});

describe("dayIn and dayRange", () => {
  it("puts an instant on the tenant's day", () => {
    expect(dayIn("2026-11-26T23:30:00Z", "Europe/Madrid")).toBe("2026-11-27");
  });

  it("covers whole days of the tenant's clock, either end open", () => {
    expect(dayRange("2026-11-01", "2026-11-30", "Europe/Madrid")).toEqual({
      from: "2026-10-31T23:00:00.000Z",
      to: "2026-11-30T22:59:59.999Z",
    });
    expect(dayRange(null, "2026-07-01", "Europe/Madrid")).toEqual({
      from: null,
      to: "2026-07-01T21:59:59.999Z",
    });
  });
});
