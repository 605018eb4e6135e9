import { z } from "zod";
import { MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from "@/lib/constants";
import { listQuerySchema } from "./list-query";
import {
  LOCATION_FILTER_COLUMNS,
  LOCATION_SEARCH_FIELDS,
  LOCATION_SORT_FIELDS,
  OPEN_STATUSES,
  VERIFICATION_FILTERS,
} from "./location-fields";

export { MAX_OFFSET } from "./list-query";

export {
  LOCATION_FILTER_COLUMNS,
  LOCATION_SEARCH_FIELDS,
  LOCATION_SORT_FIELDS,
  OPEN_STATUSES,
  STORE_CHOICE_FILTER_COLUMNS,
  VERIFICATION_FILTERS,
} from "./location-fields";
export type { LocationFilterColumn } from "./location-fields";
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
