import { readableValue } from "@/lib/format/listing-values";

// Held edits shown as a diff: per store and field, the value kept from the maps service
// (location_details) and the value the edit would set, each as one readable line in the reader's
// language. Pure.

type Json = Record<string, unknown>;

export type FieldChange = { field: string; old: string | null; new: string | null };

/** What the store holds now, as location_details keeps it. */
export type StoredListing = {
  location: Json;
  attributes: unknown[];
  placeActionLinks: unknown[];
};

function storedValue(field: string, stored: StoredListing | null): unknown {
  if (!stored) return undefined;
  if (field === "attributes") return stored.attributes;
  if (field === "placeActionLinks") return stored.placeActionLinks;
  return stored.location[field];
}

/**
 * The edit's fields against what the store holds, in the patch's field order. A bulk phone edit
 * that leaves the additional phones out keeps the store's own, as the edit will.
 */
export function patchDiff(
  patch: Json,
  stored: StoredListing | null,
  locale: string,
): FieldChange[] {
  return Object.entries(patch)
    .filter(([, value]) => value !== undefined)
    .map(([field, value]) => {
      const current = storedValue(field, stored);
      let next = value;
      if (field === "phoneNumbers" && (value as Json).additionalPhones === undefined)
        next = {
          ...(value as Json),
          additionalPhones: (current as Json | undefined)?.additionalPhones ?? [],
        };
      if (field === "openInfo") next = { ...((current as Json) ?? {}), ...(value as Json) };
      return {
        field,
        old: readableValue(field, current, locale),
        new: readableValue(field, next, locale),
      };
    });
}
