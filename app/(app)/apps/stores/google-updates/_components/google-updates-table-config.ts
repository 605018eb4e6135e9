import { facetList, facetText, type FacetValues } from "@/components/data-table/facets";
import { defineTableConfig } from "@/components/data-table/url-state";
import type { GoogleUpdatesFilter } from "@/lib/graphql/generated/client/graphql";
import { WATCHED_FIELDS } from "@/lib/google-updates/rules";

/** The list's facets under their URL keys (`?field=regularHours&q=Palermo`). */
export const GOOGLE_UPDATES_TABLE = defineTableConfig({
  sortable: [],
  filterable: [],
  defaultSort: { id: "changedAt", direction: "desc" },
  facets: [
    { id: "q", kind: "text", min: 1, max: 100 },
    { id: "field", kind: "choice", options: WATCHED_FIELDS, multiple: false },
  ],
});

export function toGoogleUpdatesFilter(facets: FacetValues | undefined): GoogleUpdatesFilter {
  return {
    field: facetList(facets, "field")[0] ?? null,
    search: facetText(facets, "q") ?? null,
  };
}

/** A field's message key: next-intl reads dots as nesting. */
export const fieldKey = (field: string) =>
  (WATCHED_FIELDS as readonly string[]).includes(field) ? field.replace(".", "_") : "other";
