import { describe, expect, it } from "vitest";
import { editErrorNotification, topLevelField } from "@/lib/stores/edit-notification";
import { MapsApiError } from "@/lib/maps/errors";

const badRequest = (...fields: string[]) =>
  new MapsApiError(400, "INVALID_ARGUMENT", "Request contains an invalid argument.", [
    {
      "@type": "type.googleapis.com/google.rpc.BadRequest",
      fieldViolations: fields.map((field) => ({ field, description: "bad" })),
    },
  ]);

describe("topLevelField", () => {
  it.each([
    ["phoneNumbers.additionalPhones[1]", "phoneNumbers"],
    ["location.phone_numbers.primary_phone", "phoneNumbers"],
    ["attributes/url_facebook", "attributes"],
    ["regularHours", "regularHours"],
    [" openInfo.status", "openInfo"],
  ])("reads %s as %s", (path, field) => {
    expect(topLevelField(path)).toBe(field);
  });
});

describe("editErrorNotification", () => {
  it.each([
    ["regularHours", "REGULAR_HOUR_ERROR"],
    ["specialHours", "SPECIAL_HOUR_ERROR"],
    ["openInfo.status", "OPEN_INFO_ERROR"],
    ["attributes", "ATTRIBUTES_ERROR"],
    ["phoneNumbers", "PHONE_NUMBERS_ERROR"],
    ["storeCode", "STORE_CODE_ERROR"],
    ["categories", "CATEGORIES_ERROR"],
    ["storefrontAddress", "ADDRESS_ERROR"],
    ["title", "LOCATION_ERROR"],
    ["websiteUri", "LOCATION_ERROR"],
  ])("maps an edit of %s to %s", (mask, type) => {
    expect(editErrorNotification(mask, new Error("offline"))).toBe(type);
  });

  it("prefers the field the service blamed over the mask", () => {
    const error = badRequest("phoneNumbers.additionalPhones[0]");
    expect(editErrorNotification("title,phoneNumbers,websiteUri", error)).toBe(
      "PHONE_NUMBERS_ERROR",
    );
    expect(editErrorNotification(["regularHours"], badRequest("location.special_hours"))).toBe(
      "SPECIAL_HOUR_ERROR",
    );
    expect(editErrorNotification("attributes,categories", badRequest("attribute_mask"))).toBe(
      "ATTRIBUTES_ERROR",
    );
  });

  it("reads precondition subjects, and gives LOCATION_ERROR when several fields could be at fault", () => {
    const clash = new MapsApiError(400, "FAILED_PRECONDITION", "taken", [
      {
        "@type": "type.googleapis.com/google.rpc.PreconditionFailure",
        violations: [{ type: "STORE_CODE_ALREADY_EXISTS", subject: "storeCode", description: "" }],
      },
    ]);
    expect(editErrorNotification("title,storeCode", clash)).toBe("STORE_CODE_ERROR");
    const quota = new MapsApiError(429, "RESOURCE_EXHAUSTED", "slow down");
    expect(editErrorNotification("title,storeCode", quota)).toBe("LOCATION_ERROR");
    expect(editErrorNotification("", quota)).toBe("LOCATION_ERROR");
    expect(editErrorNotification("regularHours,regularHours.periods", quota)).toBe(
      "REGULAR_HOUR_ERROR",
    );
  });
});

describe("MapsApiError details", () => {
  it("exposes violations, reason, retry delay and whether to retry", () => {
    const error = new MapsApiError(429, "RESOURCE_EXHAUSTED", "Quota exceeded", [
      { "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "RATE_LIMIT_EXCEEDED" },
      { "@type": "type.googleapis.com/google.rpc.RetryInfo", retryDelay: "12.5s" },
    ]);
    expect(error.reason).toBe("RATE_LIMIT_EXCEEDED");
    expect(error.retryDelayMs).toBe(12_500);
    expect(error.retryable).toBe(true);
    expect(error.fieldViolations).toEqual([]);
    expect(badRequest("websiteUri").fieldViolations).toEqual([
      { field: "websiteUri", description: "bad" },
    ]);
    expect(badRequest("websiteUri").retryable).toBe(false);
    expect(new MapsApiError(503, "UNAVAILABLE", "down").retryable).toBe(true);
  });
});
