import { describe, expect, it } from "vitest";
import { formatPhone, hoursLines, valueLines } from "@/lib/format/listing-values";
import { fieldsOfDiffMask, patchOf, sameValue, valueAt } from "@/lib/google-updates/rules";

describe("a diffMask's fields", () => {
  it("reads each field once, a sub-field of a whole field as that field", () => {
    expect(
      fieldsOfDiffMask("title, phoneNumbers.primaryPhone,phoneNumbers,regularHours.periods"),
    ).toEqual(["title", "phoneNumbers", "regularHours"]);
    expect(fieldsOfDiffMask("profile.description")).toEqual(["profile.description"]);
    expect(fieldsOfDiffMask("")).toEqual([]);
    expect(fieldsOfDiffMask(undefined)).toEqual([]);
    expect(fieldsOfDiffMask("title,,bad path!,websiteUri")).toEqual(["title", "websiteUri"]);
  });

  it("reads a field's value by path, missing as null", () => {
    const location = { title: "Palermo", profile: { description: "Open late" } };
    expect(valueAt(location, "title")).toBe("Palermo");
    expect(valueAt(location, "profile.description")).toBe("Open late");
    expect(valueAt(location, "websiteUri")).toBeNull();
  });

  it("compares values regardless of key order", () => {
    expect(sameValue({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(
      true,
    );
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValue(null, undefined)).toBe(true);
  });

  it("turns a field and value into the store edit that sends it", () => {
    expect(patchOf("title", "Palermo")).toEqual({ title: "Palermo" });
    expect(patchOf("profile.description", "New")).toEqual({ profile: { description: "New" } });
    expect(patchOf("websiteUri", null)).toEqual({ websiteUri: "" });
    expect(patchOf("title", null)).toBeNull();
    expect(patchOf("metadata", {})).toBeNull();
  });
});

describe("a value as a person reads it", () => {
  const hours = {
    periods: [
      {
        openDay: "SATURDAY",
        openTime: { hours: 10 },
        closeDay: "SATURDAY",
        closeTime: { hours: 14 },
      },
      {
        openDay: "MONDAY",
        openTime: { hours: 9 },
        closeDay: "MONDAY",
        closeTime: { hours: 18, minutes: 30 },
      },
    ],
  };

  it("writes hours a line a day, in the week's order and the user's language", () => {
    expect(hoursLines(hours, "en")).toEqual(["Monday 09:00–18:30", "Saturday 10:00–14:00"]);
    expect(hoursLines(hours, "es")).toEqual(["Lunes 09:00–18:30", "Sábado 10:00–14:00"]);
    expect(valueLines("regularHours", hours, "en")).toHaveLength(2);
  });

  it("names categories by their display names and formats phones", () => {
    expect(
      valueLines(
        "categories",
        {
          primaryCategory: { name: "categories/gcid:pharmacy", displayName: "Pharmacy" },
          additionalCategories: [{ name: "categories/gcid:drugstore" }],
        },
        "en",
      ),
    ).toEqual(["Pharmacy", "drugstore"]);
    expect(formatPhone("+541143210000")).toBe("+54 11 4321 0000");
    expect(
      valueLines(
        "phoneNumbers",
        { primaryPhone: "+541143210000", additionalPhones: ["+34911234567"] },
        "en",
      ),
    ).toEqual(["+54 11 4321 0000", "+34 911 23 45 67"]);
  });

  it("writes an address as its lines, and an empty value as none", () => {
    expect(
      valueLines(
        "storefrontAddress",
        {
          regionCode: "AR",
          addressLines: ["Av. Santa Fe 1234"],
          locality: "Buenos Aires",
          postalCode: "C1059",
        },
        "en",
      ),
    ).toEqual(["Av. Santa Fe 1234", "C1059 Buenos Aires", "AR"]);
    expect(valueLines("websiteUri", null, "en")).toEqual([]);
    expect(valueLines("title", "Palermo", "en")).toEqual(["Palermo"]);
  });
});
