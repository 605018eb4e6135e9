// A campaign's state as the app shows it, from three GAQL reads: the campaign with its metrics,
// its Search ads' policy summaries, and its Performance Max assets' policy summaries.

import { gaqlString, type AdsTransport } from "./http";
import type { RemoteCampaignState, Review } from "./specs";
import type { PolicySummary, SearchRow } from "./types";

const inList = (names: string[]) => `(${names.map(gaqlString).join(", ")})`;

export function campaignQuery(campaigns: string[]): string {
  return (
    "SELECT campaign.resource_name, campaign.status, campaign.primary_status, " +
    "campaign.primary_status_reasons, metrics.cost_micros, metrics.impressions, " +
    "metrics.clicks, metrics.conversions FROM campaign " +
    `WHERE campaign.resource_name IN ${inList(campaigns)}`
  );
}

export function adPolicyQuery(campaigns: string[]): string {
  return (
    "SELECT campaign.resource_name, ad_group_ad.policy_summary.approval_status, " +
    "ad_group_ad.policy_summary.review_status, ad_group_ad.policy_summary.policy_topic_entries " +
    `FROM ad_group_ad WHERE campaign.resource_name IN ${inList(campaigns)}`
  );
}

export function assetPolicyQuery(campaigns: string[]): string {
  return (
    "SELECT asset_group.campaign, asset_group_asset.field_type, " +
    "asset_group_asset.policy_summary.approval_status, " +
    "asset_group_asset.policy_summary.review_status, " +
    "asset_group_asset.policy_summary.policy_topic_entries " +
    `FROM asset_group_asset WHERE asset_group.campaign IN ${inList(campaigns)}`
  );
}

/** Refused by one part → refused; any part still in review → in review; else approved. */
export function reviewOf(summaries: PolicySummary[]): { review: Review; topics: string[] } {
  const refused = summaries.filter((s) => s.approvalStatus === "DISAPPROVED");
  const topics = [
    ...new Set(refused.flatMap((s) => (s.policyTopicEntries ?? []).map((e) => e.topic))),
  ];
  if (refused.length) return { review: "DISAPPROVED", topics };
  const pending = summaries.some(
    (s) => s.reviewStatus === "REVIEW_IN_PROGRESS" || !s.approvalStatus,
  );
  return { review: pending || !summaries.length ? "UNDER_REVIEW" : "APPROVED", topics };
}

const num = (value: string | number | undefined) => Number(value ?? 0) || 0;

export async function readCampaignStates(
  transport: AdsTransport,
  customerId: string,
  campaigns: string[],
): Promise<RemoteCampaignState[]> {
  if (!campaigns.length) return [];
  const [rows, ads, assets] = await Promise.all([
    transport.search(customerId, campaignQuery(campaigns)),
    transport.search(customerId, adPolicyQuery(campaigns)),
    transport.search(customerId, assetPolicyQuery(campaigns)),
  ]);
  const summaries = new Map<string, PolicySummary[]>();
  const add = (campaign: string | undefined, summary: PolicySummary | undefined) => {
    if (!campaign || !summary) return;
    summaries.set(campaign, [...(summaries.get(campaign) ?? []), summary]);
  };
  for (const row of ads) add(row.campaign?.resourceName, row.adGroupAd?.policySummary);
  for (const row of assets) add(row.assetGroup?.campaign, row.assetGroupAsset?.policySummary);
  return rows.map((row: SearchRow) => {
    const campaign = row.campaign?.resourceName ?? "";
    const { review, topics } = reviewOf(summaries.get(campaign) ?? []);
    return {
      campaign,
      status: row.campaign?.status ?? "REMOVED",
      primaryStatus: row.campaign?.primaryStatus ?? "UNKNOWN",
      primaryStatusReasons: row.campaign?.primaryStatusReasons ?? [],
      review,
      policyTopics: topics,
      costMicros: num(row.metrics?.costMicros),
      impressions: num(row.metrics?.impressions),
      clicks: num(row.metrics?.clicks),
      conversions: num(row.metrics?.conversions),
    };
  });
}
