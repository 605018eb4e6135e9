// What a campaign's parts read as now: each ad's and asset link's review, and the campaign's
// primary status and metrics, from the time its parts were sent and the knobs.

import type { PolicySummary } from "@/lib/ads-api/types";
import { todayIn } from "../mutate/checks";
import { campaignMetrics, type Metrics } from "../metrics";
import { policySummary, reviewedAt, type ReviewedText } from "../review";
import type { SimResource } from "../store";

type Texts = { headlines?: { text: string }[]; descriptions?: { text: string }[] };

export function adTexts(ad: SimResource): ReviewedText[] {
  const rsa = ((ad.data.ad as { responsiveSearchAd?: Texts } | undefined)?.responsiveSearchAd ??
    {}) as Texts;
  return [
    ...(rsa.headlines ?? []).map((h) => ({ text: h.text, headline: true })),
    ...(rsa.descriptions ?? []).map((d) => ({ text: d.text, headline: false })),
  ];
}

export function linkTexts(link: SimResource, asset: SimResource | undefined): ReviewedText[] {
  const text = (asset?.data.textAsset as { text?: string } | undefined)?.text;
  if (text === undefined) return [];
  return [{ text, headline: link.data.fieldType === "HEADLINE" }];
}

export type Reviewed = { resource: SimResource; summary: PolicySummary; doneAt: number };

export type CampaignView = {
  data: Record<string, unknown>;
  metrics: Metrics;
  budget: SimResource | undefined;
};

export function campaignView(
  campaign: SimResource,
  parts: Reviewed[],
  budget: SimResource | undefined,
  timeZone: string,
  now: number,
): CampaignView {
  const { sim, ...data } = campaign.data as {
    sim?: { enabled: [number, number | null][] };
  } & Record<string, unknown>;
  const status = String(data.status);
  const refused = parts.some((p) => p.summary.approvalStatus === "DISAPPROVED");
  const inReview = parts.some((p) => p.summary.reviewStatus === "REVIEW_IN_PROGRESS");
  const today = todayIn(timeZone, new Date(now));
  const [primaryStatus, reasons] =
    status === "REMOVED"
      ? ["REMOVED", ["CAMPAIGN_REMOVED"]]
      : status === "PAUSED"
        ? ["PAUSED", ["CAMPAIGN_PAUSED"]]
        : data.endDate && String(data.endDate) < today
          ? ["ENDED", ["CAMPAIGN_ENDED"]]
          : String(data.startDate) > today
            ? ["PENDING", ["CAMPAIGN_PENDING"]]
            : refused
              ? ["NOT_ELIGIBLE", ["HAS_ADS_DISAPPROVED"]]
              : inReview || !parts.length
                ? ["NOT_ELIGIBLE", ["MOST_ADS_UNDER_REVIEW"]]
                : ["ELIGIBLE", []];
  const approvedAt =
    refused || inReview || !parts.length ? null : Math.max(...parts.map((p) => p.doneAt));
  const metrics = campaignMetrics(
    {
      campaignId: String(data.id),
      enabled: sim?.enabled ?? [],
      approvedAt,
      startDate: String(data.startDate),
      endDate: (data.endDate as string | undefined) ?? null,
      budgetMicros: Number(budget?.data.amountMicros ?? 0),
    },
    now,
  );
  return { data: { ...data, primaryStatus, primaryStatusReasons: reasons }, metrics, budget };
}

export function reviewed(
  resource: SimResource,
  texts: ReviewedText[],
  now: number,
  reviewMs: number,
): Reviewed {
  return {
    resource,
    summary: policySummary(texts, resource.createdAt, now, reviewMs),
    doneAt: reviewedAt(resource.createdAt, reviewMs),
  };
}
