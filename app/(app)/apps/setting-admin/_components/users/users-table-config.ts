import { facetList, facetText, type FacetValues } from "@/components/data-table/facets";
import { defineTableConfig } from "@/components/data-table/url-state";
import type { UserFilter } from "@/lib/graphql/generated/client/graphql";

/** Spec §9: the user list reads 20 a page. */
export const USERS_PAGE_SIZE = 20;

export const USER_STATUSES = ["active", "disabled"] as const;

/**
 * What the user list narrows by, each under its own URL key (`?q=ana&role=<id>&status=disabled`):
 * the `users` filter's fields. Names in order is the only order the query knows.
 */
export const USERS_TABLE = defineTableConfig({
  sortable: ["name"],
  filterable: [],
  defaultSort: { id: "name", direction: "asc" },
  pageSizes: [USERS_PAGE_SIZE],
  defaultPageSize: USERS_PAGE_SIZE,
  facets: [
    { id: "q", kind: "text", min: 1, max: 100 },
    { id: "role", kind: "values", pattern: "[A-Za-z0-9_-]{1,64}", max: 1 },
    { id: "status", kind: "choice", options: USER_STATUSES, multiple: false },
  ],
});

/** The `users` filter the URL's facets ask for. */
export function toUserFilter(facets: FacetValues | undefined): UserFilter {
  const status = facetList(facets, "status")[0];
  return {
    search: facetText(facets, "q"),
    roleId: facetList(facets, "role")[0] ?? null,
    disabled: status === undefined ? null : status === "disabled",
  };
}
