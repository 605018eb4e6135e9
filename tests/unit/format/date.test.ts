import { afterEach, describe, expect, it, vi } from "vitest";
import { datePattern, formatDate, monthTitle, toDateParts } from "@/lib/format/date";

describe("formatDate", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("writes English dates as MM/DD/YYYY and Spanish as DD/MM/YYYY", () => {
    const date = new Date(Date.UTC(2024, 2, 5, 12, 0));
    expect(formatDate(date, "en")).toBe("03/05/2024");
    expect(formatDate(date, "es")).toBe("05/03/2024");
  });

  it("keeps a date-only string on its calendar day whatever the time zone", () => {
    // Parsed as UTC midnight, "2024-03-05" would be 4 March in America/Buenos_Aires.
    expect(formatDate("2024-03-05", "es", "America/Buenos_Aires")).toBe("05/03/2024");
    expect(formatDate("2024-03-05", "en", "Pacific/Kiritimati")).toBe("03/05/2024");
  });

  it("reads instants in the given time zone, UTC by default", () => {
    const lateUtc = "2024-12-31T23:30:00Z";
    expect(formatDate(lateUtc, "en")).toBe("12/31/2024");
    expect(formatDate(lateUtc, "es", "Europe/Madrid")).toBe("01/01/2025");
    expect(formatDate(lateUtc, "es", "America/Argentina/Buenos_Aires")).toBe("31/12/2024");
  });

  it("accepts timestamps in milliseconds", () => {
    expect(formatDate(Date.UTC(1999, 0, 9), "en")).toBe("01/09/1999");
  });

  it("does not depend on the process time zone", () => {
    vi.stubEnv("TZ", "America/Los_Angeles");
    expect(formatDate("2024-01-01", "en")).toBe("01/01/2024");
    expect(formatDate(new Date(Date.UTC(2024, 0, 1, 3)), "es")).toBe("01/01/2024");
  });

  it("gives an empty string for invalid input instead of 'Invalid Date'", () => {
    expect(formatDate("not a date", "en")).toBe("");
    expect(formatDate(new Date(Number.NaN), "es")).toBe("");
    expect(formatDate("2024-02-30", "es")).toBe("");
    expect(formatDate("2024-13-01", "en")).toBe("");
  });

  it("accepts 29 February only in leap years", () => {
    expect(formatDate("2024-02-29", "es")).toBe("29/02/2024");
    expect(toDateParts("2023-02-29")).toBeNull();
  });
});

describe("datePattern", () => {
  it("names the pattern each language uses", () => {
    expect(datePattern("en")).toBe("MM/DD/YYYY");
    expect(datePattern("es")).toBe("DD/MM/YYYY");
  });
});

describe("monthTitle", () => {
  it("raises only the first letter, in each language", () => {
    expect(monthTitle("2026-11", "en")).toBe("November 2026");
    expect(monthTitle("2026-11", "es")).toBe("Noviembre de 2026");
    expect(monthTitle("2027-01", "es")).toBe("Enero de 2027");
  });
});
