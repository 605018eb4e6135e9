import type { CampaignType } from "@/lib/graphql/generated/client/graphql";

/** Where each type of campaign is written (spec §2). */
export const CAMPAIGN_FORM_PATH = {
  SEARCH: "/apps/new-search-job",
  PERFORMANCE_MAX: "/apps/new-pmax-job",
} as const satisfies Record<CampaignType, string>;

/** The form of a draft (`id`), of a new campaign from a template (`template`), or a blank one. */
export function campaignFormHref(
  type: CampaignType,
  from?: { id: string } | { template: string },
): string {
  const path = CAMPAIGN_FORM_PATH[type];
  if (!from) return path;
  return "id" in from
    ? `${path}?id=${encodeURIComponent(from.id)}`
    : `${path}?template=${encodeURIComponent(from.template)}`;
}
