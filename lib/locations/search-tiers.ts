import "server-only";
import { and, ilike, or, sql, type SQL } from "drizzle-orm";
import { escapeLike } from "@/lib/db/list-query";
import { locations } from "@/lib/db/schema";
import type { ListLocationsParams } from "@/lib/validation/locations";

const SEARCH_COLUMNS = {
  locationName: locations.locationName,
  storeCode: locations.storeCode,
  locality: locations.locality,
} as const;

/** Where `pattern` (a LIKE pattern) matches any searched column, case-insensitively. */
function anyColumnLike(params: ListLocationsParams, pattern: string): SQL | undefined {
  return or(...params.searchIn.map((field) => ilike(SEARCH_COLUMNS[field], pattern)));
}

/**
 * The search filter: the text anywhere in a searched column. Each searched column has a trigram
 * index, so the OR is a union of index scans.
 */
export function searchCondition(params: ListLocationsParams): SQL | undefined {
  return params.search ? anyColumnLike(params, `%${escapeLike(params.search)}%`) : undefined;
}

const isNotTrue = (condition: SQL) => sql`(${condition}) is not true`;

/**
 * The relevance sort's tiers, best first and mutually exclusive: the search is a whole store code
 * or name (served by the lower() indexes), the start of a searched column, elsewhere in one. A city
 * never ranks as whole: it names many stores, where a code or a name points at one. A store is in
 * one tier only, so tiers read one after another never repeat a store.
 */
export function relevanceTiers(params: ListLocationsParams): SQL[] {
  const term = params.search;
  if (!term) return [];
  const wholeColumns = params.searchIn.filter((field) => field !== "locality");
  const whole = or(
    ...wholeColumns.map((field) => sql`lower(${SEARCH_COLUMNS[field]}) = lower(${term})`),
  );
  const start = anyColumnLike(params, `${escapeLike(term)}%`);
  const anywhere = searchCondition(params);
  if (!start || !anywhere) return [];
  if (!whole) return [start, and(anywhere, isNotTrue(start)) as SQL];
  return [
    whole,
    and(start, isNotTrue(whole)) as SQL,
    and(anywhere, isNotTrue(start), isNotTrue(whole)) as SQL,
  ];
}
