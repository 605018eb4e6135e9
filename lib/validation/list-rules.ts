// The list rules client components need (filter types, limits), without zod: importing a schema
// module from a client component ships all of zod. The server's schemas in list-query.ts use them.
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

/** A filter's word, trimmed, or null when empty or longer than the limit (filterWordSchema's rule). */
export function cleanFilterWord(raw: string): string | null {
  const word = raw.trim();
  return word.length >= 1 && word.length <= MAX_FILTER_WORD_LENGTH ? word : null;
}
