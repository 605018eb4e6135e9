// The simulator's review of local posts: which texts carry a phone number (and are rejected), and
// how long a post stays PROCESSING.
import { describe, expect, it } from "vitest";
import { postProcessingDelayMs } from "@/lib/maps-simulator/config";
import { containsPhoneNumber, postOutcome } from "@/lib/maps-simulator/posts/content-policy";

describe("containsPhoneNumber", () => {
  it("finds numbers however people write them", () => {
    for (const text of [
      "Call 5551234",
      "Call us on 555 123 4567",
      "Reservas: 91.123.45.67",
      "Llamá al (011) 4567-8901",
      "WhatsApp +34 600 123",
      "+1 555 0100",
    ])
      expect(containsPhoneNumber(text), text).toBe(true);
  });

  it("leaves dates, prices, hours and short numbers alone", () => {
    for (const text of [
      "From 2031-06-01 to 01/07/2031",
      "Del 1.6.31 al 15.6.31",
      "Coats at 1299.99, open 10:00-20:00",
      "Room 12, 3rd floor, 25% off",
      "Since 1998",
    ])
      expect(containsPhoneNumber(text), text).toBe(false);
  });
});

describe("postOutcome", () => {
  it("rejects a phone in the summary or in the event's title", () => {
    expect(postOutcome({ summary: "New range" })).toBe("LIVE");
    expect(postOutcome({ summary: "Ring 555 123 4567" })).toBe("REJECTED");
    const schedule = {
      startDate: { year: 2031, month: 6, day: 1 },
      endDate: { year: 2031, month: 6, day: 2 },
    };
    expect(postOutcome({ event: { title: "Ring 555 123 4567", schedule } })).toBe("REJECTED");
  });
});

describe("postProcessingDelayMs", () => {
  it("reads SIM_POST_PROCESSING_MS, 2 s by default", () => {
    expect(postProcessingDelayMs({})).toBe(2_000);
    expect(postProcessingDelayMs({ SIM_POST_PROCESSING_MS: "0" })).toBe(0);
    expect(postProcessingDelayMs({ SIM_POST_PROCESSING_MS: "350" })).toBe(350);
    expect(postProcessingDelayMs({ SIM_POST_PROCESSING_MS: "soon" })).toBe(2_000);
  });
});
