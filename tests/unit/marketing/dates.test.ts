// Spec §5's marketing-data dates: to at least 3 days after from; only closed months of this year.
import { describe, expect, it } from "vitest";
import { allowedExtractRange, extractRangeError } from "@/lib/marketing/dates";
import { extractJobSchema } from "@/lib/marketing/schema";

const now = new Date("2026-11-26T12:00:00Z");

describe("marketing-data dates", () => {
  it("allows January 1 to the end of the month before the current one", () => {
    expect(allowedExtractRange(now)).toEqual({ min: "2026-01-01", max: "2026-10-31" });
    expect(allowedExtractRange(new Date("2026-03-01T00:00:00Z"))).toEqual({
      min: "2026-01-01",
      max: "2026-02-28",
    });
    // In January no month of the year is closed yet.
    expect(allowedExtractRange(new Date("2027-01-15T00:00:00Z"))).toBeNull();
  });

  it("needs the to date at least 3 days after the from date", () => {
    expect(extractRangeError("2026-10-01", "2026-10-04", now)).toBeNull();
    expect(extractRangeError("2026-10-01", "2026-10-03", now)).toBe("DATE_TO_TOO_CLOSE");
    expect(extractRangeError("2026-10-05", "2026-10-01", now)).toBe("DATE_TO_TOO_CLOSE");
  });

  it("refuses days of the current month, of the future and of last year", () => {
    expect(extractRangeError("2026-10-25", "2026-11-02", now)).toBe("DATE_OUT_OF_RANGE");
    expect(extractRangeError("2025-12-20", "2026-01-05", now)).toBe("DATE_OUT_OF_RANGE");
    expect(extractRangeError("2026-01-01", "2026-10-31", now)).toBeNull();
  });

  it("puts the refusal on the to date in the form's schema", () => {
    const result = extractJobSchema(now).safeParse({
      metrics: ["CALL_CLICKS"],
      dateFrom: "2026-10-01",
      dateTo: "2026-10-03",
      destination: "POSTGRESQL",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["dateTo", "DATE_TO_TOO_CLOSE"],
    ]);
    expect(
      extractJobSchema(now)
        .safeParse({
          metrics: [],
          dateFrom: "2026-10-01",
          dateTo: "2026-10-09",
          destination: "FTP",
        })
        .error?.issues.map((issue) => issue.message),
    ).toEqual(["METRICS_REQUIRED", "DESTINATION_UNKNOWN"]);
  });
});
