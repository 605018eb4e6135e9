import { facetList, facetText, type FacetValues } from "@/components/data-table/facets";
import { defineTableConfig } from "@/components/data-table/url-state";
import type { MapsQuotaTenantFilter } from "@/lib/graphql/generated/client/graphql";

export const QUOTA_TENANT_STATUSES = ["active", "disabled"] as const;

/**
 * What the quotas tab's tenants narrow by (`?tab=quotas&q=…&status=disabled`). Without a status
 * the active tenants show: a disabled one runs no jobs, so it is listed only when asked for.
 */
export const QUOTA_TENANTS_TABLE = defineTableConfig({
  sortable: ["name"],
  filterable: [],
  defaultSort: { id: "name", direction: "asc" },
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  facets: [
    { id: "q", kind: "text", min: 1, max: 100 },
    { id: "status", kind: "choice", options: QUOTA_TENANT_STATUSES, multiple: false },
  ],
});

/** The `mapsQuotaTenants` filter the URL's facets ask for. */
export function toQuotaTenantFilter(facets: FacetValues | undefined): MapsQuotaTenantFilter {
  return {
    search: facetText(facets, "q"),
    disabled: facetList(facets, "status")[0] === "disabled",
  };
}
