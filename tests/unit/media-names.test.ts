import { describe, expect, it } from "vitest";
import { parseMediaName } from "@/lib/maps/resource-names";
import { isUuid } from "@/lib/validation/ids";

describe("media resource names", () => {
  it("reads an owner's and a customer's item, and nothing else", () => {
    expect(parseMediaName("accounts/1/locations/2/media/abc")).toEqual({
      account: "accounts/1",
      location: "locations/2",
      customer: false,
    });
    expect(parseMediaName("accounts/1/locations/2/media/customers/xyz")?.customer).toBe(true);
    for (const bad of [
      "accounts/1/locations/2/media/",
      "accounts/1/locations/2/media/a/b",
      "accounts/1/locations/2/reviews/r",
      "locations/2/media/abc",
    ])
      expect(parseMediaName(bad), bad).toBeNull();
  });

  it("knows a uuid", () => {
    expect(isUuid("0d0f6a3e-1c2b-4a5d-9e8f-7a6b5c4d3e2f")).toBe(true);
    expect(isUuid("not-a-uuid")).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});
