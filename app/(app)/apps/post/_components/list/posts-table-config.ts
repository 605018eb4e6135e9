import { facetList, facetRange, facetText, type FacetValues } from "@/components/data-table/facets";
import { defineTableConfig } from "@/components/data-table/url-state";
import type { PostFilter, PostSortField } from "@/lib/graphql/generated/client/graphql";
import { dayRange } from "@/lib/posts/format";
import { POST_TYPES } from "@/lib/posts/options";
import { POST_STATUSES } from "@/lib/posts/status";
import { UUID_SOURCE } from "@/lib/validation/ids";

/** The list's sorts by URL id, as the `posts` query names them. */
export const POST_SORTS = {
  createdAt: "CREATED_AT",
  publishAt: "PUBLISH_AT",
  title: "TITLE",
} as const satisfies Record<string, PostSortField>;

/**
 * What the post list lets people sort and filter by: the `posts` query's sorts and its filter's
 * fields as facets, each under its own URL key (`?type=EVENT&status=FAILS&store=<id>`). The query
 * takes one store, so the store facet holds one.
 */
export const POSTS_TABLE = defineTableConfig({
  sortable: Object.keys(POST_SORTS),
  filterable: [],
  defaultSort: { id: "createdAt", direction: "desc" },
  facets: [
    { id: "q", kind: "text", min: 2, max: 100 },
    { id: "type", kind: "choice", options: POST_TYPES, multiple: true },
    { id: "status", kind: "choice", options: POST_STATUSES, multiple: true },
    { id: "store", kind: "values", pattern: UUID_SOURCE, max: 1 },
    { id: "date", kind: "dateRange" },
  ],
});

const some = <T>(values: readonly T[]) => (values.length > 0 ? [...values] : undefined);

/** The `posts` filter the URL's facets ask for; days are the tenant's (`timeZone`). */
export function toPostFilter(facets: FacetValues | undefined, timeZone: string): PostFilter {
  const { from, to } = facetRange(facets, "date");
  return {
    search: facetText(facets, "q"),
    types: some(facetList(facets, "type")) as PostFilter["types"],
    statuses: some(facetList(facets, "status")) as PostFilter["statuses"],
    locationId: facetList(facets, "store")[0] ?? null,
    ...dayRange(from, to, timeZone),
  };
}
