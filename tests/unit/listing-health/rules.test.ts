import { describe, expect, it } from "vitest";
import {
  entersAlert,
  healthStateOf,
  LISTING_HEALTH_STATES,
  NEXT_ACTIONS,
  nextSince,
  severityOf,
} from "@/lib/listing-health/rules";

describe("listing health states", () => {
  it("are in severity order, most urgent first", () => {
    expect(LISTING_HEALTH_STATES).toEqual([
      "SUSPENDED",
      "DISABLED",
      "OWNERSHIP_CONFLICT",
      "DUPLICATE",
      "UNVERIFIED",
      "VERIFICATION_PENDING",
      "WAITING",
      "OK",
    ]);
    expect(severityOf("SUSPENDED")).toBe(0);
    expect(severityOf("OK")).toBe(LISTING_HEALTH_STATES.length - 1);
    for (const state of LISTING_HEALTH_STATES) expect(NEXT_ACTIONS[state]).toBeTruthy();
  });

  it("reads the one action of the voice of merchant state", () => {
    const of = (voiceOfMerchant: object, duplicate = false) =>
      healthStateOf({ voiceOfMerchant, duplicate });
    expect(of({ hasVoiceOfMerchant: true, hasBusinessAuthority: true })).toBe("OK");
    expect(
      of({ complyWithGuidelines: { recommendationReason: "BUSINESS_LOCATION_SUSPENDED" } }),
    ).toBe("SUSPENDED");
    expect(
      of({ complyWithGuidelines: { recommendationReason: "BUSINESS_LOCATION_DISABLED" } }),
    ).toBe("DISABLED");
    expect(of({ resolveOwnershipConflict: {} })).toBe("OWNERSHIP_CONFLICT");
    expect(of({ verify: { hasPendingVerification: false } })).toBe("UNVERIFIED");
    expect(of({ verify: { hasPendingVerification: true } })).toBe("VERIFICATION_PENDING");
    expect(of({ waitForVoiceOfMerchant: {} })).toBe("WAITING");
    expect(of({ hasVoiceOfMerchant: false })).toBe("WAITING");
  });

  it("tells a duplicate from an ownership conflict by the metadata, and keeps the worst", () => {
    expect(
      healthStateOf({ voiceOfMerchant: { resolveOwnershipConflict: {} }, duplicate: true }),
    ).toBe("DUPLICATE");
    expect(
      healthStateOf({
        voiceOfMerchant: { verify: { hasPendingVerification: true } },
        duplicate: true,
      }),
    ).toBe("DUPLICATE");
    expect(
      healthStateOf({
        voiceOfMerchant: {
          complyWithGuidelines: { recommendationReason: "BUSINESS_LOCATION_SUSPENDED" },
        },
        duplicate: true,
      }),
    ).toBe("SUSPENDED");
  });

  it("keeps since while the state holds and resets it on a change", () => {
    const then = new Date("2026-11-01T00:00:00Z");
    const now = new Date("2026-12-01T00:00:00Z");
    expect(nextSince({ state: "SUSPENDED", since: then }, "SUSPENDED", now)).toBe(then);
    expect(nextSince({ state: "SUSPENDED", since: then }, "OK", now)).toBe(now);
    expect(nextSince(null, "OK", now)).toBe(now);
  });

  it("alerts only on entering an alert state", () => {
    expect(entersAlert(null, "SUSPENDED")).toBe(true);
    expect(entersAlert("OK", "DUPLICATE")).toBe(true);
    expect(entersAlert("SUSPENDED", "SUSPENDED")).toBe(false);
    expect(entersAlert("SUSPENDED", "DISABLED")).toBe(true);
    expect(entersAlert("OK", "UNVERIFIED")).toBe(false);
  });
});
