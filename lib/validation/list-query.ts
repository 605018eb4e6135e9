import { z } from "zod";
import { MAX_PAGE_SIZE, PAGE_LIMIT } from "@/lib/constants";

import {
  FILTER_TYPES,
  MAX_FILTER_WORD_LENGTH,
  MAX_FILTERS,
  MAX_OFFSET,
  SORT_DIRECTIONS,
} from "./list-rules";

export {
  DEFAULT_FILTER_TYPE,
  FILTER_TYPES,
  MAX_FILTER_WORD_LENGTH,
  MAX_FILTERS,
  MAX_OFFSET,
  SORT_DIRECTIONS,
} from "./list-rules";
export type { ColumnFilter, FilterType, SortDirection } from "./list-rules";

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
