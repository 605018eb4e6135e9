import "server-only";
import { and, or, sql, type SQL } from "drizzle-orm";
import { foldedLike } from "@/lib/db/fold";
import { escapeLike } from "@/lib/db/list-query";
import { locations, searchFold } from "@/lib/db/schema";
import type { ListLocationsParams } from "@/lib/validation/locations";

const SEARCH_COLUMNS = {
  locationName: locations.locationName,
  storeCode: locations.storeCode,
  locality: locations.locality,
} as const;

function anyColumnLike(params: ListLocationsParams, pattern: string): SQL | undefined {
  return or(...params.searchIn.map((field) => foldedLike(SEARCH_COLUMNS[field], pattern)));
}

/** Each searched column has a trigram index on its folded text (migration 0033): the OR is a union
 * of index scans. */
export function searchCondition(params: ListLocationsParams): SQL | undefined {
  return params.search ? anyColumnLike(params, `%${escapeLike(params.search)}%`) : undefined;
}

const isNotTrue = (condition: SQL) => sql`(${condition}) is not true`;

/** Mutually exclusive, so tiers read one after another never repeat a store. A city never ranks
 * as whole: it names many stores, where a code or a name points at one. */
export function relevanceTiers(params: ListLocationsParams): SQL[] {
  const term = params.search;
  if (!term) return [];
  const wholeColumns = params.searchIn.filter((field) => field !== "locality");
  const whole = or(
    ...wholeColumns.map((field) => sql`${searchFold(SEARCH_COLUMNS[field])} = ${searchFold(term)}`),
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
