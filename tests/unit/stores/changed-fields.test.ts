import { describe, expect, it } from "vitest";
import { changedFields, sameValue } from "@/lib/stores/changed-fields";

// An edit form sends only what changed: a field sent unchanged still costs an edit of the store's
// quota on the maps service and is rewritten there.

describe("changedFields", () => {
  const before = {
    title: "Panadería Sol",
    phoneNumbers: { primaryPhone: "011 4321-0000", additionalPhones: ["011 4321-0001"] },
    profile: { description: "Pan y facturas" },
    storeCode: "SOL-1",
  };

  it("answers null when nothing changed, whatever the key order", () => {
    const same = {
      storeCode: "SOL-1",
      profile: { description: "Pan y facturas" },
      phoneNumbers: { additionalPhones: ["011 4321-0001"], primaryPhone: "011 4321-0000" },
      title: "Panadería Sol",
    };
    expect(changedFields(before, same)).toBeNull();
  });

  it("keeps only the top-level fields that differ, whole", () => {
    const after = {
      ...before,
      phoneNumbers: { primaryPhone: "011 4321-0000", additionalPhones: [] },
      storeCode: "SOL-2",
    };
    expect(changedFields(before, after)).toEqual({
      phoneNumbers: { primaryPhone: "011 4321-0000", additionalPhones: [] },
      storeCode: "SOL-2",
    });
  });

  it("sends everything when the loaded store could not be read as the form reads it", () => {
    expect(changedFields(null, { title: "Panadería Sol" })).toEqual({ title: "Panadería Sol" });
  });

  it("leaves out fields the form did not set", () => {
    expect(
      changedFields({ latlng: { latitude: 1, longitude: 2 } }, { latlng: undefined }),
    ).toBeNull();
  });

  it("sends only the attributes whose value changed, each on its own", () => {
    const facebook = {
      name: "attributes/url_facebook",
      uriValues: [{ uri: "https://facebook.com/sol" }],
    };
    const instagram = { name: "attributes/url_instagram", uriValues: [] };
    const next = {
      attributes: [
        facebook,
        { name: "attributes/url_instagram", uriValues: [{ uri: "https://instagram.com/sol" }] },
      ],
    };
    expect(changedFields({ attributes: [facebook, instagram] }, next)).toEqual({
      attributes: [
        { name: "attributes/url_instagram", uriValues: [{ uri: "https://instagram.com/sol" }] },
      ],
    });
    expect(
      changedFields({ attributes: [facebook, instagram] }, { attributes: [facebook, instagram] }),
    ).toBeNull();
  });

  it("counts a reordered list as a change (the order of lines and categories matters)", () => {
    const a = { categories: { additionalCategories: [{ name: "x" }, { name: "y" }] } };
    const b = { categories: { additionalCategories: [{ name: "y" }, { name: "x" }] } };
    expect(changedFields(a, b)).toEqual(b);
  });
});

describe("sameValue", () => {
  it("reads an undefined key as an absent one", () => {
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });

  it("tells arrays from objects and lengths apart", () => {
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue([1, 2], [1])).toBe(false);
    expect(sameValue(null, {})).toBe(false);
  });
});
