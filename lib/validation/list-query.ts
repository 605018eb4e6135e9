import { z } from "zod";
import { MAX_PAGE_SIZE, PAGE_LIMIT } from "@/lib/constants";

// Spec §5. The ids are the GraphQL FilterType values and the URL's, so no layer maps them.
export const FILTER_TYPES = [
  "contains",
  "startsWith",
  "endsWith",
  "matches",
  "greaterThan",
  "lessThan",
] as const;
export type FilterType = (typeof FILTER_TYPES)[number];
export const DEFAULT_FILTER_TYPE: FilterType = "contains";

export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** No page starts further than this: a deeper offset is a mistake or a scraper. */
export const MAX_OFFSET = 1_000_000;
export const MAX_FILTER_WORD_LENGTH = 100;
/** Filters of one list at once (they are ANDed); more is never a person at a table. */
export const MAX_FILTERS = 10;

export type ColumnFilter<C extends string = string> = { column: C; type: FilterType; word: string };

export const filterWordSchema = z.string().trim().min(1).max(MAX_FILTER_WORD_LENGTH);

export function columnFilterSchema<const C extends readonly [string, ...string[]]>(columns: C) {
  return z.object({
    column: z.enum(columns),
    type: z.enum(FILTER_TYPES),
    word: filterWordSchema,
  });
}

// Every server-paged list reduces to this; modules `.extend()` it with their own filters.
export function listQuerySchema<
  const F extends readonly [string, ...string[]],
  const S extends readonly [string, ...string[]],
>(allow: { filterColumns: F; sortColumns: S; defaultSort: S[number] }) {
  return z.object({
    filters: z.array(columnFilterSchema(allow.filterColumns)).max(MAX_FILTERS).default([]),
    sortBy: z.enum(allow.sortColumns).default(allow.defaultSort as never),
    sortDirection: z.enum(SORT_DIRECTIONS).default("asc"),
    limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_LIMIT),
    offset: z.number().int().min(0).max(MAX_OFFSET).default(0),
  });
}

export type ListQuerySchema = ReturnType<typeof listQuerySchema>;
