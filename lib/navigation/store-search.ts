// Spec §2. The one GraphQL query is the tenant-scoped `locations`, never a second store query.
import { isBuiltRoute, resolveNavTarget } from "@/lib/auth/permissions";
import type { SessionClaims } from "@/lib/auth/types";
import type { ShellStoreSearchQuery as StoreSearchResult } from "@/lib/graphql/generated/client/graphql";
import type { StoreHit } from "./search";

export const STORES_PATH = "/apps/stores";

/** Spec §5: a filter needs at least 2 characters; a single letter only searches the menu. */
export const STORE_SEARCH_MIN_LENGTH = 2;

// A trial user, who sees the section's lock variant, gets no stores (the menu entry's rule).
export function searchesStores(claims: SessionClaims): boolean {
  return resolveNavTarget(STORES_PATH, claims) === STORES_PATH;
}

export { ShellStoreSearchDocument as ShellStoreSearchQuery } from "@/lib/graphql/generated/client/graphql";

// Until the stores module has its page that address would be a 404, so it says "coming soon".
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
