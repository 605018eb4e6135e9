// The stores half of the toolbar search (spec §2): who may search stores, the one GraphQL query it
// sends (the tenant-scoped `locations`, never a second store query), and where a store leads.
import { isBuiltRoute, resolveNavTarget } from "@/lib/auth/permissions";
import type { SessionClaims } from "@/lib/auth/types";
import { graphql } from "@/lib/graphql/generated/client";
import type { ShellStoreSearchQuery as StoreSearchResult } from "@/lib/graphql/generated/client/graphql";
import type { StoreHit } from "./search";

export const STORES_PATH = "/apps/stores";

/** Spec §5: a filter needs at least 2 characters; a single letter only searches the menu. */
export const STORE_SEARCH_MIN_LENGTH = 2;

/**
 * Stores are suggested to users who may open the stores section itself; a trial user, who sees
 * its lock variant, gets none (the same rule as the menu entry, from the route table).
 */
export function searchesStores(claims: SessionClaims): boolean {
  return resolveNavTarget(STORES_PATH, claims) === STORES_PATH;
}

/** Up to `limit` stores whose name, store code or city contains the text, best match first. */
export const ShellStoreSearchQuery = graphql(`
  query ShellStoreSearch($search: String!, $limit: Int!) {
    locations(
      filter: { search: $search, searchIn: [locationName, storeCode, locality] }
      sort: { by: relevance }
      limit: $limit
    ) {
      items {
        _id
        locationName
        storeCode
        address {
          locality
        }
      }
    }
  }
`);

/**
 * A store opens the stores list filtered to it (by code, else by name). Until the stores module has
 * its page that address would be a 404, so the suggestion says "coming soon" and opens nothing.
 */
export function storeHref(store: { locationName: string; storeCode?: string | null }): string {
  const params = new URLSearchParams({ search: store.storeCode || store.locationName });
  return `${STORES_PATH}?${params}`;
}

export function toStoreHits(data: StoreSearchResult): StoreHit[] {
  return data.locations.items.map((row) => {
    const url = storeHref(row);
    return {
      id: row._id,
      name: row.locationName,
      storeCode: row.storeCode ?? null,
      locality: row.address.locality ?? null,
      url,
      comingSoon: !isBuiltRoute(url),
    };
  });
}
