import { beforeAll, describe, expect, it } from "vitest";
import {
  latlngFormSchema,
  loadPhoneRules,
  phoneNumbersOf,
  toCategoriesInput,
} from "@/components/stores/form-schemas";
import { formPath } from "@/components/forms/server-issues";

describe("latlngFormSchema", () => {
  it("leaves the pin unset when both fields are empty", () => {
    expect(latlngFormSchema.parse({ latitude: " ", longitude: "" })).toBeUndefined();
  });

  it("reads numbers, with a comma as the decimal mark", () => {
    expect(latlngFormSchema.parse({ latitude: "-34,6037", longitude: "-58.3816" })).toEqual({
      latitude: -34.6037,
      longitude: -58.3816,
    });
  });

  it("names the field that is out of range or missing, as a message key", () => {
    const result = latlngFormSchema.safeParse({ latitude: "91", longitude: "" });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["latitude", "invalidLatitude"],
      ["longitude", "invalidLongitude"],
    ]);
  });
});

describe("phoneNumbersOf", () => {
  beforeAll(loadPhoneRules);

  it("refuses a number that is not one of the country's on its own field", () => {
    const result = phoneNumbersOf("AR").safeParse({
      primaryPhone: "011 4321-0000",
      additionalPhones: ["4321"],
    });
    expect(result.error!.issues).toEqual([
      expect.objectContaining({ path: ["additionalPhones", 0], message: "invalidPhone" }),
    ]);
  });

  it("refuses a repeated number on the list", () => {
    const result = phoneNumbersOf("AR").safeParse({
      primaryPhone: "011 4321-0000",
      additionalPhones: ["011 4321-0000"],
    });
    expect(result.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["additionalPhones", "repeated"],
    ]);
  });
});

describe("server issue paths", () => {
  it("reads the input check's and the resolver's paths as form paths", () => {
    expect(formPath("$patch.phoneNumbers.additionalPhones[1]")).toBe(
      "phoneNumbers.additionalPhones.1",
    );
    expect(formPath("patch.storefrontAddress.locality")).toBe("storefrontAddress.locality");
    expect(formPath("input.account")).toBe("account");
    expect(formPath("regularHours.0.lines")).toBe("regularHours.0.lines");
  });
});

describe("toCategoriesInput", () => {
  it("sends names only", () => {
    expect(
      toCategoriesInput({
        primaryCategory: { name: "categories/gcid:bakery", displayName: "Bakery" } as {
          name: string;
        },
        additionalCategories: [
          { name: "categories/gcid:cafe", displayName: "Café" } as { name: string },
        ],
      }),
    ).toEqual({
      primaryCategory: { name: "categories/gcid:bakery" },
      additionalCategories: [{ name: "categories/gcid:cafe" }],
    });
  });
});
