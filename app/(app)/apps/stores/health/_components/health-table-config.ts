import { facetList, facetText, type FacetValues } from "@/components/data-table/facets";
import { defineTableConfig, type DataTableState } from "@/components/data-table/url-state";
import type {
  ListingHealthFilter,
  ListingHealthSort,
} from "@/lib/graphql/generated/client/graphql";
import { LISTING_HEALTH_STATES, type ListingHealthState } from "@/lib/listing-health/rules";

/** The health list's view in the URL: `?state=SUSPENDED&q=…&sort=since.asc`. */
export const HEALTH_TABLE = defineTableConfig({
  sortable: ["severity", "since", "name"],
  filterable: [],
  defaultSort: { id: "severity", direction: "asc" },
  facets: [
    { id: "q", kind: "text", min: 1, max: 100 },
    { id: "state", kind: "choice", options: LISTING_HEALTH_STATES, multiple: true },
  ],
});

const SORTS: Record<string, ListingHealthSort> = {
  severity: "SEVERITY",
  since: "LONGEST",
  name: "NAME",
};

export function toHealthQuery(state: DataTableState): {
  filter: ListingHealthFilter;
  sort: ListingHealthSort;
} {
  const states = facetList(
    state.facets as FacetValues | undefined,
    "state",
  ) as ListingHealthState[];
  return {
    filter: {
      states: states.length ? [...states] : null,
      search: facetText(state.facets as FacetValues | undefined, "q") ?? null,
    },
    sort: SORTS[state.sort.id] ?? "SEVERITY",
  };
}
