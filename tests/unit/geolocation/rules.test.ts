import { describe, expect, it } from "vitest";
import { distanceMeters, formatDistance, isExpired, isPoorAccuracy } from "@/lib/geolocation/rules";
import { pinProposalSchema } from "@/lib/geolocation/schema";

describe("distanceMeters (haversine)", () => {
  it("is zero for one point and symmetric", () => {
    const a = { latitude: 40.4168, longitude: -3.7038 };
    const b = { latitude: 41.3874, longitude: 2.1686 };
    expect(distanceMeters(a, a)).toBe(0);
    expect(distanceMeters(a, b)).toBeCloseTo(distanceMeters(b, a), 6);
  });

  it("matches known distances", () => {
    // Madrid - Barcelona: about 505 km.
    const madrid = { latitude: 40.4168, longitude: -3.7038 };
    const barcelona = { latitude: 41.3874, longitude: 2.1686 };
    expect(distanceMeters(madrid, barcelona) / 1000).toBeCloseTo(505, -1);
    // One thousandth of a degree of latitude: about 111 m anywhere.
    const here = { latitude: -34.6037, longitude: -58.3816 };
    expect(distanceMeters(here, { ...here, latitude: here.latitude + 0.001 })).toBeCloseTo(
      111.2,
      0,
    );
    // Across the antimeridian, the short way round.
    expect(
      distanceMeters({ latitude: 0, longitude: 179.999 }, { latitude: 0, longitude: -179.999 }),
    ).toBeLessThan(300);
  });
});

describe("formatDistance", () => {
  it("writes metres under a kilometre and kilometres above, per locale", () => {
    expect(formatDistance(38.4, "en")).toBe("38 m");
    expect(formatDistance(1234, "en")).toBe("1.2 km");
    expect(formatDistance(1234, "es")).toBe("1,2 km");
    expect(formatDistance(250_400, "es")).toBe("250 km");
    expect(formatDistance(1_250_400, "es")).toBe("1.250 km");
  });
});

describe("a link's expiry and a position's checks", () => {
  it("expires at its moment, not before", () => {
    const at = new Date("2026-12-02T12:00:00Z");
    expect(isExpired(at, new Date("2026-12-02T11:59:59Z"))).toBe(false);
    expect(isExpired(at, at)).toBe(true);
  });

  it("warns above 100 m of accuracy and refuses positions out of range", () => {
    expect(isPoorAccuracy(100)).toBe(false);
    expect(isPoorAccuracy(101)).toBe(true);
    const ok = { token: "t", latitude: 10, longitude: 20, accuracy: 5 };
    expect(pinProposalSchema.safeParse(ok).success).toBe(true);
    expect(pinProposalSchema.safeParse({ ...ok, latitude: -90.1 }).success).toBe(false);
    expect(pinProposalSchema.safeParse({ ...ok, longitude: 180.5 }).success).toBe(false);
    expect(pinProposalSchema.safeParse({ ...ok, accuracy: 20_000 }).success).toBe(false);
  });
});
