// The store list's columns and choices, without zod, for client components.

export const LOCATION_SORT_FIELDS = ["locationName", "storeCode", "locality", "createdAt"] as const;
// Address is the address lines, labels all labels, each read as one text.
export const LOCATION_FILTER_COLUMNS = [
  "locationName",
  "storeCode",
  "address",
  "locality",
  "labels",
] as const;
export type LocationFilterColumn = (typeof LOCATION_FILTER_COLUMNS)[number];
export const STORE_CHOICE_FILTER_COLUMNS = [
  "labels",
  "locality",
] as const satisfies readonly LocationFilterColumn[];
export const LOCATION_SEARCH_FIELDS = ["locationName", "storeCode", "locality"] as const;
export const OPEN_STATUSES = ["OPEN", "CLOSED_TEMPORARILY", "CLOSED_PERMANENTLY"] as const;
/** "NONE" selects locations never verified (verified is null). */
export const VERIFICATION_FILTERS = ["COMPLETED", "PENDING", "FAILED", "NONE"] as const;
