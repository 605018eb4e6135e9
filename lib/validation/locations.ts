import { z } from "zod";
import { MAX_PAGE_SIZE, PAGE_LIMIT } from "@/lib/constants";

export const LOCATION_SORT_FIELDS = ["locationName", "storeCode", "locality", "createdAt"] as const;
/** Columns a search can look in; by default name and store code, the city on request. */
export const LOCATION_SEARCH_FIELDS = ["locationName", "storeCode", "locality"] as const;
export const OPEN_STATUSES = ["OPEN", "CLOSED_TEMPORARILY", "CLOSED_PERMANENTLY"] as const;
/** "NONE" selects locations never verified (verified is null). */
export const VERIFICATION_FILTERS = ["COMPLETED", "PENDING", "FAILED", "NONE"] as const;
export const MAX_OFFSET = 1_000_000;
export const MAX_SEARCH_LENGTH = 100;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/** Input of the store list (GraphQL `locations` and every server caller). The tenant never comes from here. */
export const listLocationsSchema = z.object({
  search: optionalText(MAX_SEARCH_LENGTH),
  searchIn: z
    .array(z.enum(LOCATION_SEARCH_FIELDS))
    .min(1)
    .max(LOCATION_SEARCH_FIELDS.length)
    .default(["locationName", "storeCode"]),
  locality: optionalText(MAX_SEARCH_LENGTH),
  openStatus: z.enum(OPEN_STATUSES).optional(),
  verified: z.enum(VERIFICATION_FILTERS).optional(),
  /** "relevance": exact matches of the search first, then prefixes, then the rest (by name). */
  sortBy: z.enum([...LOCATION_SORT_FIELDS, "relevance"]).default("locationName"),
  sortDirection: z.enum(["asc", "desc"]).default("asc"),
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_LIMIT),
  offset: z.number().int().min(0).max(MAX_OFFSET).default(0),
});

export type ListLocationsInput = z.input<typeof listLocationsSchema>;
export type ListLocationsParams = z.output<typeof listLocationsSchema>;

export const locationIdsSchema = z.array(z.uuid()).max(MAX_PAGE_SIZE);
