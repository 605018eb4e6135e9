import { facetList, facetText, type FacetValues } from "@/components/data-table/facets";
import { defineTableConfig } from "@/components/data-table/url-state";
import type { ResourceFilter } from "@/lib/graphql/generated/client/graphql";
import { RESOURCE_TAG_MAX } from "@/lib/files/rules";

export const RESOURCE_KINDS = ["IMAGE", "VIDEO"] as const;

/**
 * What the library lets people narrow by, each under its own URL key (`?q=terrace&tag=patio&kind=
 * IMAGE`): the `resources` filter's fields. Newest first is the only order the query knows.
 */
export const FILES_TABLE = defineTableConfig({
  sortable: ["createdAt"],
  filterable: [],
  defaultSort: { id: "createdAt", direction: "desc" },
  facets: [
    { id: "q", kind: "text", min: 1, max: 100 },
    // Tags are kept in lowercase (lib/files/schema.ts); commas separate them.
    { id: "tag", kind: "values", pattern: `[^,]{1,${RESOURCE_TAG_MAX}}`, max: 1 },
    { id: "kind", kind: "choice", options: RESOURCE_KINDS, multiple: false },
  ],
});

/** The `resources` filter the URL's facets ask for. */
export function toResourceFilter(facets: FacetValues | undefined): ResourceFilter {
  return {
    search: facetText(facets, "q"),
    tag: facetList(facets, "tag")[0] ?? null,
    kind: (facetList(facets, "kind")[0] ?? null) as ResourceFilter["kind"],
  };
}
