import { facetList, facetText, type FacetValues } from "@/components/data-table/facets";
import { defineTableConfig } from "@/components/data-table/url-state";
import type { ConversationFilter } from "@/lib/graphql/generated/client/graphql";
import { UUID_SOURCE } from "@/lib/validation/ids";

/** The conversation list: newest first; `?q=` searches, `?show=unread`, `?store=<id>`. */
export const CONVERSATIONS_TABLE = defineTableConfig({
  sortable: ["lastMessageAt"],
  filterable: [],
  defaultSort: { id: "lastMessageAt", direction: "desc" },
  facets: [
    { id: "q", kind: "text", min: 2, max: 100 },
    { id: "show", kind: "choice", options: ["unread"], multiple: false },
    { id: "store", kind: "values", pattern: UUID_SOURCE, max: 1 },
  ],
});

export function toConversationFilter(facets: FacetValues | undefined): ConversationFilter {
  const store = facetList(facets, "store")[0];
  return {
    search: facetText(facets, "q"),
    unreadOnly: facetList(facets, "show").includes("unread") || undefined,
    locationIds: store ? [store] : undefined,
  };
}
