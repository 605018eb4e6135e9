import { facetList, type FacetValues } from "@/components/data-table/facets";
import { defineTableConfig } from "@/components/data-table/url-state";
import { EXTRACT_STATUSES, type ExtractStatus } from "@/lib/marketing/statuses";

/** The jobs list: newest first, filtered by one status (`?status=FAIL`). */
export const JOBS_TABLE = defineTableConfig({
  sortable: ["createdAt"],
  filterable: [],
  defaultSort: { id: "createdAt", direction: "desc" },
  facets: [{ id: "status", kind: "choice", options: EXTRACT_STATUSES, multiple: false }],
});

export function statusFilter(facets: FacetValues | undefined): ExtractStatus | null {
  return (facetList(facets, "status")[0] as ExtractStatus | undefined) ?? null;
}
