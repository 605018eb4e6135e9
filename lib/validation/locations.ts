import { z } from "zod";
import { MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from "@/lib/constants";
import { listQuerySchema } from "./list-query";

export { MAX_OFFSET } from "./list-query";

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
// Client components read the limit from lib/constants: importing this module ships all of zod.
export { MAX_SEARCH_LENGTH };

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

// The tenant never comes from here.
export const listLocationsSchema = listQuerySchema({
  filterColumns: LOCATION_FILTER_COLUMNS,
  /** "relevance": exact matches of the search first, then prefixes, then the rest (by name). */
  sortColumns: [...LOCATION_SORT_FIELDS, "relevance"],
  defaultSort: "locationName",
}).extend({
  search: optionalText(MAX_SEARCH_LENGTH),
  searchIn: z
    .array(z.enum(LOCATION_SEARCH_FIELDS))
    .min(1)
    .max(LOCATION_SEARCH_FIELDS.length)
    .default(["locationName", "storeCode"]),
  locality: optionalText(MAX_SEARCH_LENGTH),
  openStatus: z.enum(OPEN_STATUSES).optional(),
  verified: z.enum(VERIFICATION_FILTERS).optional(),
});

export type ListLocationsInput = z.input<typeof listLocationsSchema>;
export type ListLocationsParams = z.output<typeof listLocationsSchema>;

export const locationIdsSchema = z.array(z.uuid()).max(MAX_PAGE_SIZE);
