import { describe, expect, it } from "vitest";
import { isValidPhoneNumber } from "libphonenumber-js";
import { buildSimLocation, simLocationTraits } from "@/lib/maps-simulator/build-location";
import { SIM_IDENTITIES } from "@/lib/maps-simulator/identities";
import { simLocationId, simPlaceId } from "@/lib/maps-simulator/ids";

const acme = { id: "1001", accountName: "Acme Retail" };

describe("simLocationId", () => {
  it("is the account id followed by the 1-based index in six digits", () => {
    expect(simLocationId("1001", 0)).toBe("1001000001");
    expect(simLocationId("1002", 119)).toBe("1002000120");
  });

  it("never gives two locations the same id across every seeded account", () => {
    const ids = SIM_IDENTITIES.flatMap((identity) =>
      identity.accounts.flatMap((account) =>
        Array.from({ length: account.locationCount }, (_, i) => simLocationId(account.id, i)),
      ),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^\d+$/.test(id))).toBe(true);
  });

  it("refuses ids that could collide", () => {
    expect(() => simLocationId("01001", 0)).toThrow(RangeError);
    expect(() => simLocationId("acme", 0)).toThrow(RangeError);
    expect(() => simLocationId("1001", -1)).toThrow(RangeError);
    expect(() => simLocationId("1001", 1.5)).toThrow(RangeError);
    expect(() => simLocationId("1001", 999_999)).toThrow(RangeError);
  });
});

describe("buildSimLocation", () => {
  it("builds the same location on every call", () => {
    expect(buildSimLocation(acme, 42)).toEqual(buildSimLocation(acme, 42));
    expect(buildSimLocation(acme, 42).id).toBe(simLocationId("1001", 42));
  });

  it("starts every account with a clean, open, verified, published store", () => {
    const first = buildSimLocation({ id: "2007", accountName: "Nico Kiosk" }, 0);
    expect(first.openStatus).toBe("OPEN");
    expect(first.verifications.at(-1)?.state).toBe("COMPLETED");
    expect(first.data.metadata).toMatchObject({
      hasVoiceOfMerchant: true,
      placeId: simPlaceId(first.id),
    });
    expect(first.data.metadata?.duplicateLocation).toBeUndefined();
  });

  it("marks duplicates with the original's resource name and public face", () => {
    const duplicate = buildSimLocation(acme, 7);
    const original = buildSimLocation(acme, 6);
    expect(duplicate.data.metadata?.duplicateLocation).toBe(`locations/${original.id}`);
    expect(duplicate.title).toBe(original.title);
    expect(duplicate.data.storefrontAddress).toEqual(original.data.storefrontAddress);
    expect(duplicate.data.metadata?.hasVoiceOfMerchant).toBe(false);
  });

  it("mixes closed, pending, failed and never-verified stores into a 600-store account", () => {
    const traits = Array.from({ length: 600 }, (_, i) => simLocationTraits(i));
    const count = (test: (t: (typeof traits)[number]) => boolean) => traits.filter(test).length;
    expect(count((t) => t.openStatus === "CLOSED_TEMPORARILY")).toBeGreaterThan(10);
    expect(count((t) => t.openStatus === "CLOSED_PERMANENTLY")).toBeGreaterThan(5);
    expect(count((t) => t.verification === "PENDING")).toBeGreaterThan(30);
    expect(count((t) => t.verification === "FAILED")).toBeGreaterThan(10);
    expect(count((t) => t.verification === null)).toBeGreaterThan(10);
    expect(count((t) => t.duplicateOf !== null)).toBe(24);
    expect(
      count(
        (t) => t.verification === "COMPLETED" && t.openStatus === "OPEN" && t.duplicateOf === null,
      ),
    ).toBeGreaterThan(350);
  });

  it("gives unpublished stores no place id and published ones Google-shaped links", () => {
    const pending = buildSimLocation(acme, 3);
    expect(pending.verifications.at(-1)?.state).toBe("PENDING");
    expect(pending.data.metadata?.placeId).toBeUndefined();
    const published = buildSimLocation(acme, 1);
    expect(published.data.metadata?.placeId).toMatch(/^ChIJ[A-Za-z0-9_-]{23}$/);
    expect(published.data.metadata?.mapsUri).toMatch(
      /^https:\/\/maps\.google\.com\/maps\?cid=\d{19}$/,
    );
    expect(published.data.metadata?.newReviewUri).toContain(published.data.metadata!.placeId!);
  });

  it("spreads a big account over AR, ES, MX and US with valid phones and matching languages", () => {
    const sample = Array.from({ length: 40 }, (_, i) => buildSimLocation(acme, i));
    expect(new Set(sample.map((l) => l.data.storefrontAddress?.regionCode))).toEqual(
      new Set(["AR", "ES", "MX", "US"]),
    );
    for (const location of sample) {
      const region = location.data.storefrontAddress!.regionCode;
      expect(location.data.languageCode).toBe(region === "US" ? "en" : "es");
      expect(
        isValidPhoneNumber(location.data.phoneNumbers!.primaryPhone!),
        location.data.phoneNumbers!.primaryPhone,
      ).toBe(true);
      expect(location.data.regularHours!.periods.length).toBeGreaterThan(0);
    }
  });
});
