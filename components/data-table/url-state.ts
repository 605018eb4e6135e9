// The data table's view (page, page size, sort, filters, hidden columns) lives in the URL, so a
// view can be shared and survives a reload. Pure functions: the server page parses the same URL
// the client writes. Values outside the list's allowlist are dropped, never passed on.
import { MAX_PAGE_SIZE, PAGE_LIMIT } from "@/lib/constants";
import { parseFacets, writeFacets, type FacetDef, type FacetValues } from "./facets";
import {
  FILTER_TYPES,
  cleanFilterWord,
  MAX_FILTERS,
  MAX_OFFSET,
  type ColumnFilter,
  type FilterType,
  type SortDirection,
} from "@/lib/validation/list-rules";

/** What a list allows, shared by its server page and its client table (ids = the server's allowlist). */
export type DataTableConfig = {
  sortable: readonly string[];
  filterable: readonly string[];
  defaultSort: { id: string; direction: SortDirection };
  pageSizes: readonly number[];
  defaultPageSize: number;
  /** The list's facets (./facets), each under its own URL key; none when absent. */
  facets?: readonly FacetDef[];
};

export type DataTableState = {
  /** 1-based. */
  page: number;
  pageSize: number;
  sort: { id: string; direction: SortDirection };
  filters: ColumnFilter[];
  /** Ids of the columns the user hid; new columns show by default. */
  hidden: string[];
  /** The active facets; present when the list's config has facets. */
  facets?: FacetValues;
};

export const TABLE_PARAMS = {
  page: "page",
  size: "size",
  sort: "sort",
  filter: "filter",
  hide: "hide",
} as const;

const PAGE_SIZES = [PAGE_LIMIT, 25, 50, MAX_PAGE_SIZE] as const;
const COLUMN_ID = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
const MAX_HIDDEN = 30;

export function defineTableConfig(
  config: Pick<DataTableConfig, "sortable" | "filterable" | "defaultSort"> &
    Partial<Pick<DataTableConfig, "pageSizes" | "defaultPageSize" | "facets">>,
): DataTableConfig {
  const taken = new Set<string>(Object.values(TABLE_PARAMS));
  for (const facet of config.facets ?? []) {
    // A facet under a key the table already writes would be overwritten by it.
    if (taken.has(facet.id)) throw new Error(`Facet "${facet.id}" uses a key the table owns`);
    taken.add(facet.id);
  }
  return { pageSizes: PAGE_SIZES, defaultPageSize: PAGE_LIMIT, ...config };
}

/** A Next.js `searchParams` object or URLSearchParams. */
export type SearchParamsLike = URLSearchParams | Record<string, string | string[] | undefined>;

export function toSearchParams(params: SearchParamsLike): URLSearchParams {
  if (params instanceof URLSearchParams) return new URLSearchParams(params);
  const result = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    for (const item of value === undefined ? [] : Array.isArray(value) ? value : [value])
      result.append(key, item);
  return result;
}

function all(params: SearchParamsLike, key: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key);
  const value = params[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}
const first = (params: SearchParamsLike, key: string) => all(params, key)[0];

/** "column.type.word": the word may itself hold dots. */
function parseFilter(value: string, config: DataTableConfig): ColumnFilter | null {
  const [column, type, ...rest] = value.split(".");
  if (!config.filterable.includes(column)) return null;
  if (!(FILTER_TYPES as readonly string[]).includes(type)) return null;
  const word = cleanFilterWord(rest.join("."));
  return word === null ? null : { column, type: type as FilterType, word };
}

export function parseTableState(params: SearchParamsLike, config: DataTableConfig): DataTableState {
  const sizeValue = Number(first(params, TABLE_PARAMS.size));
  const pageSize = config.pageSizes.includes(sizeValue) ? sizeValue : config.defaultPageSize;
  const pageValue = Number(first(params, TABLE_PARAMS.page));
  const lastPage = Math.floor(MAX_OFFSET / pageSize) + 1;
  const page =
    Number.isSafeInteger(pageValue) && pageValue >= 1 ? Math.min(pageValue, lastPage) : 1;

  const [sortId, sortDirection] = (first(params, TABLE_PARAMS.sort) ?? "").split(".");
  const sort = config.sortable.includes(sortId)
    ? { id: sortId, direction: sortDirection === "desc" ? ("desc" as const) : ("asc" as const) }
    : config.defaultSort;

  const filters = all(params, TABLE_PARAMS.filter)
    .map((value) => parseFilter(value, config))
    .filter((filter): filter is ColumnFilter => filter !== null)
    .slice(0, MAX_FILTERS);
  const hidden = [
    ...new Set(
      (first(params, TABLE_PARAMS.hide) ?? "").split(",").filter((id) => COLUMN_ID.test(id)),
    ),
  ].slice(0, MAX_HIDDEN);
  const state: DataTableState = { page, pageSize, sort, filters, hidden };
  if (config.facets) state.facets = parseFacets((key) => all(params, key), config.facets);
  return state;
}

/**
 * `current` with the table's keys (and its facets' keys) replaced by `state`; other keys (a tab)
 * are kept so no link loses state. Defaults are left out to keep shared links short.
 */
export function writeTableState(
  current: URLSearchParams,
  state: DataTableState,
  config: DataTableConfig,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of Object.values(TABLE_PARAMS)) next.delete(key);
  if (state.page > 1) next.set(TABLE_PARAMS.page, String(state.page));
  if (state.pageSize !== config.defaultPageSize)
    next.set(TABLE_PARAMS.size, String(state.pageSize));
  const { id, direction } = state.sort;
  if (id !== config.defaultSort.id || direction !== config.defaultSort.direction)
    next.set(TABLE_PARAMS.sort, direction === "desc" ? `${id}.desc` : id);
  for (const filter of state.filters)
    next.append(TABLE_PARAMS.filter, `${filter.column}.${filter.type}.${filter.word}`);
  if (state.hidden.length > 0) next.set(TABLE_PARAMS.hide, state.hidden.join(","));
  if (config.facets) writeFacets(next, state.facets ?? {}, config.facets);
  return next;
}

/** The list-query input (lib/validation/list-query) a state asks the server for. */
export function toListInput(state: DataTableState) {
  return {
    filters: state.filters,
    sortBy: state.sort.id,
    sortDirection: state.sort.direction,
    limit: state.pageSize,
    offset: (state.page - 1) * state.pageSize,
  };
}

/** Same filters in the same order: a selection made under other filters no longer applies. */
export const filtersKey = (filters: readonly ColumnFilter[]) =>
  filters.map((f) => `${f.column}.${f.type}.${f.word}`).join("\n");
