import { describe, expect, it } from "vitest";
import { buildSimLocation } from "@/lib/maps-simulator/build-location";
import { toProductLocation } from "@/lib/stores/to-product-location";
import type { Location } from "@/lib/maps/types";

const full: Location = {
  name: "locations/1001000002",
  title: "Acme Retail Palermo",
  storeCode: "ACME-0002",
  languageCode: "es",
  labels: ["zone-2"],
  storefrontAddress: {
    regionCode: "AR",
    languageCode: "es",
    postalCode: "C1425ABC",
    administrativeArea: "Ciudad Autónoma de Buenos Aires",
    locality: "Buenos Aires",
    addressLines: ["Av. Santa Fe 3200"],
  },
  latlng: { latitude: -34.5889, longitude: -58.4108 },
  openInfo: { status: "CLOSED_TEMPORARILY", canReopen: true },
  metadata: {
    placeId: "ChIJabc",
    mapsUri: "https://maps.google.com/maps?cid=1",
    newReviewUri: "https://search.google.com/local/writereview?placeid=ChIJabc",
    hasVoiceOfMerchant: true,
  },
};

describe("toProductLocation", () => {
  it("maps every product column from a full location", () => {
    expect(toProductLocation(full, "accounts/1001", "PENDING")).toEqual({
      googleId: "locations/1001000002",
      account: "accounts/1001",
      locationName: "Acme Retail Palermo",
      storeCode: "ACME-0002",
      labels: ["zone-2"],
      regionCode: "AR",
      languageCode: "es",
      postalCode: "C1425ABC",
      administrativeArea: "Ciudad Autónoma de Buenos Aires",
      locality: "Buenos Aires",
      addressLines: ["Av. Santa Fe 3200"],
      duplicateLocation: false,
      mapsUri: "https://maps.google.com/maps?cid=1",
      newReviewUri: "https://search.google.com/local/writereview?placeid=ChIJabc",
      placeId: "ChIJabc",
      latitude: -34.5889,
      longitude: -58.4108,
      openStatus: "CLOSED_TEMPORARILY",
      verified: "PENDING",
    });
  });

  it("accepts a bare account id and fills what Google left out with product defaults", () => {
    const mapped = toProductLocation({ name: "locations/9", title: "Bare" }, "1002");
    expect(mapped).toMatchObject({
      account: "accounts/1002",
      storeCode: null,
      labels: [],
      addressLines: [],
      openStatus: "OPEN",
      duplicateLocation: false,
      placeId: null,
      latitude: null,
      longitude: null,
      verified: null,
    });
  });

  it("reads a duplicate from metadata.duplicateLocation", () => {
    expect(
      toProductLocation({ ...full, metadata: { duplicateLocation: "locations/1" } }, "1001")
        .duplicateLocation,
    ).toBe(true);
  });

  it("uses voice of merchant when no verification was looked up, and an explicit null when it was", () => {
    expect(toProductLocation(full, "1001").verified).toBe("COMPLETED");
    expect(toProductLocation({ ...full, metadata: {} }, "1001").verified).toBeNull();
    expect(toProductLocation(full, "1001", null).verified).toBeNull();
  });

  it("refuses a location read without its name", () => {
    expect(() => toProductLocation({ title: "No name" }, "1001")).toThrow(TypeError);
  });

  it("maps a simulated duplicate store", () => {
    const record = buildSimLocation({ id: "1001", accountName: "Acme Retail" }, 7);
    const mapped = toProductLocation(
      { name: `locations/${record.id}`, ...record.data },
      "1001",
      record.verifications.at(-1)?.state ?? null,
    );
    expect(mapped.duplicateLocation).toBe(true);
    expect(mapped.googleId).toBe("locations/1001000008");
  });
});
