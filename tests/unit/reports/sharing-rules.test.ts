import { describe, expect, it } from "vitest";
import { nextSendAt } from "@/lib/reports/schedules";
import { reportScheduleSchema } from "@/lib/reports/schema";
import { splitRecipients } from "@/lib/reports/constants";

describe("when a scheduled report is sent", () => {
  it("weekly: the coming Monday at 07:00 in the tenant's zone, never today", () => {
    // Wednesday 26 November 2026, 10:00 UTC.
    const now = new Date("2026-11-26T10:00:00Z");
    expect(nextSendAt("WEEKLY", "Europe/Madrid", now).toISOString()).toBe(
      "2026-11-30T06:00:00.000Z",
    );
    // A Monday morning moves to the next Monday.
    const monday = new Date("2026-11-30T05:00:00Z");
    expect(nextSendAt("WEEKLY", "Europe/Madrid", monday).toISOString()).toBe(
      "2026-12-07T06:00:00.000Z",
    );
  });

  it("monthly: the 1st of the next month, in the tenant's own calendar", () => {
    const now = new Date("2026-12-31T23:30:00Z");
    // Already 1 January in Madrid: the next send is 1 February there.
    expect(nextSendAt("MONTHLY", "Europe/Madrid", now).toISOString()).toBe(
      "2027-02-01T06:00:00.000Z",
    );
    expect(nextSendAt("MONTHLY", "America/Argentina/Buenos_Aires", now).toISOString()).toBe(
      "2027-01-01T10:00:00.000Z",
    );
  });
});

describe("schedule input", () => {
  const valid = { frequency: "WEEKLY", format: "PDF", filters: { days: 30 } };

  it("splits, trims and lower-cases recipients", () => {
    expect(splitRecipients(" a@x.com, B@x.com;\nc@x.com ")).toEqual([
      "a@x.com",
      "B@x.com",
      "c@x.com",
    ]);
    const parsed = reportScheduleSchema.parse({ ...valid, recipients: [" B@X.com "] });
    expect(parsed.recipients).toEqual(["b@x.com"]);
  });

  it("names the broken rule", () => {
    const message = (input: Record<string, unknown>) =>
      reportScheduleSchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message;
    expect(message({ recipients: [] })).toBe("recipientsRequired");
    expect(message({ recipients: ["nope"] })).toBe("recipientInvalid");
    expect(message({ recipients: ["a@x.com", "A@x.com"] })).toBe("recipientsRepeated");
    expect(message({ recipients: ["a@x.com"], frequency: "DAILY" })).toBe("frequencyInvalid");
    expect(message({ recipients: ["a@x.com"], filters: { days: 400 } })).toBe("daysRange");
  });
});
