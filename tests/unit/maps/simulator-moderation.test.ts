// The simulator's reply moderation: PENDING for the moderation delay, then APPROVED, or REJECTED
// with the policy a person can break on purpose (contact details, links, profanity).
import { describe, expect, it } from "vitest";
import { moderatedReply, policyViolationOf } from "@/lib/maps-simulator/reviews/moderation";
import { moderationDelayMs, reviewArrivalsEnabled } from "@/lib/maps-simulator/config";

const written = "2026-05-01T10:00:00Z";
const at = (ms: number) => Date.parse(written) + ms;

describe("policyViolationOf", () => {
  it("lets an ordinary reply through, in either language", () => {
    for (const ok of [
      "¡Gracias por tu visita, María! Te esperamos pronto.",
      "Thanks for the kind words, see you at the Palermo store.",
      "Sorry about the wait on Saturday; we added a second till.",
      "Abrimos de 9 a 18 h, de lunes a sábado.",
    ])
      expect(policyViolationOf(ok)).toBeNull();
  });

  it("refuses contact details as personal information", () => {
    expect(policyViolationOf("Write to help@acme.example and we'll fix it")).toBe(
      "PERSONAL_INFORMATION",
    );
    expect(policyViolationOf("Llamanos al +54 11 4567-8901")).toBe("PERSONAL_INFORMATION");
    expect(policyViolationOf("Call (555) 123 4567 today")).toBe("PERSONAL_INFORMATION");
  });

  it("refuses links", () => {
    expect(policyViolationOf("See https://acme.example/promo")).toBe("LINKS");
    expect(policyViolationOf("Más info en www.acme.com.ar")).toBe("LINKS");
    expect(policyViolationOf("Visit acme.com for coupons")).toBe("LINKS");
  });

  it("refuses profanity as whole words, accents or not", () => {
    expect(policyViolationOf("What a stupid review")).toBe("PROFANITY");
    expect(policyViolationOf("Qué comentario más ESTÚPIDO")).toBe("PROFANITY");
    // A word that merely contains one is fine.
    expect(policyViolationOf("Our shitake mushrooms are fresh")).toBeNull();
  });
});

describe("moderatedReply", () => {
  const reply = { comment: "Thanks!", updateTime: written };

  it("is PENDING until the moderation delay has passed, then APPROVED", () => {
    expect(moderatedReply(reply, at(0), 30_000)).toEqual({ ...reply, reviewReplyState: "PENDING" });
    expect(moderatedReply(reply, at(29_999), 30_000).reviewReplyState).toBe("PENDING");
    expect(moderatedReply(reply, at(30_000), 30_000)).toEqual({
      ...reply,
      reviewReplyState: "APPROVED",
    });
  });

  it("ends REJECTED with the policy broken, and decides the same on every read", () => {
    const bad = { comment: "Mail us: info@acme.example", updateTime: written };
    const first = moderatedReply(bad, at(60_000), 30_000);
    expect(first).toEqual({
      ...bad,
      reviewReplyState: "REJECTED",
      policyViolation: "PERSONAL_INFORMATION",
    });
    expect(moderatedReply(bad, at(90_000_000), 30_000)).toEqual(first);
  });

  it("drops states a stored copy might carry and derives them afresh", () => {
    const stale = { ...reply, reviewReplyState: "REJECTED" as const, policyViolation: "LINKS" };
    expect(moderatedReply(stale, at(60_000), 30_000)).toEqual({
      ...reply,
      reviewReplyState: "APPROVED",
    });
  });
});

describe("simulator settings", () => {
  it("reads the moderation delay from MAPS_SIM_MODERATION_MS, 30 s by default", () => {
    expect(moderationDelayMs({})).toBe(30_000);
    expect(moderationDelayMs({ MAPS_SIM_MODERATION_MS: "250" })).toBe(250);
    expect(moderationDelayMs({ MAPS_SIM_MODERATION_MS: "0" })).toBe(0);
    expect(moderationDelayMs({ MAPS_SIM_MODERATION_MS: "soon" })).toBe(30_000);
  });

  it("has reviews arrive by default, but not under the test runner unless asked", () => {
    expect(reviewArrivalsEnabled({ NODE_ENV: "development" })).toBe(true);
    expect(reviewArrivalsEnabled({ NODE_ENV: "production" })).toBe(true);
    expect(reviewArrivalsEnabled({ NODE_ENV: "test" })).toBe(false);
    expect(reviewArrivalsEnabled({ NODE_ENV: "test", MAPS_SIM_REVIEW_ARRIVALS: "on" })).toBe(true);
    expect(reviewArrivalsEnabled({ MAPS_SIM_REVIEW_ARRIVALS: "off" })).toBe(false);
  });
});
