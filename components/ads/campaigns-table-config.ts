import { facetList, facetText, type FacetValues } from "@/components/data-table/facets";
import { defineTableConfig } from "@/components/data-table/url-state";
import { CAMPAIGN_STATUSES, CAMPAIGN_TYPES } from "@/lib/ads/rules";
import type {
  CampaignFilter,
  CampaignStatus,
  CampaignType,
} from "@/lib/graphql/generated/client/graphql";

const SEARCH_FACET = { id: "q", kind: "text", min: 2, max: 100 } as const;
const STATUS_FACET = {
  id: "status",
  kind: "choice",
  options: CAMPAIGN_STATUSES,
  multiple: false,
} as const;

/** Every campaign of the tenant, newest first, by name, type and status (`?type=SEARCH`). */
export const CAMPAIGNS_TABLE = defineTableConfig({
  sortable: [],
  filterable: [],
  defaultSort: { id: "updatedAt", direction: "desc" },
  facets: [
    SEARCH_FACET,
    { id: "type", kind: "choice", options: CAMPAIGN_TYPES, multiple: false },
    STATUS_FACET,
  ],
});

/** The Performance Max campaigns alone: the same list without its type choice. */
export const PMAX_CAMPAIGNS_TABLE = defineTableConfig({
  sortable: [],
  filterable: [],
  defaultSort: { id: "updatedAt", direction: "desc" },
  facets: [SEARCH_FACET, STATUS_FACET],
});

/** The `campaigns` filter the URL's facets ask for; `type` fixes the type when the list has one. */
export function toCampaignFilter(
  facets: FacetValues | undefined,
  type?: CampaignType,
): CampaignFilter {
  return {
    search: facetText(facets, "q"),
    type: type ?? ((facetList(facets, "type")[0] as CampaignType | undefined) || null),
    status: (facetList(facets, "status")[0] as CampaignStatus | undefined) ?? null,
  };
}
