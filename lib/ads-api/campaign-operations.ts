// The operations of one googleAds:mutate request that makes a whole campaign: temporary resource
// names (negative ids) tie the budget, campaign, criteria, ad group or asset group and their
// children together, so the campaign is made entirely or not at all.

import type { GeoTarget, PmaxCampaignSpec, SearchCampaignSpec } from "./specs";
import type { Campaign, CampaignCriterion, MutateOperation } from "./types";

const BUDGET_TEMP = -1;
const CAMPAIGN_TEMP = -2;
const GROUP_TEMP = -3;
const FIRST_FREE_TEMP = -4;

export const MICRO_DEGREES = 1_000_000;

const path = (customerId: string, collection: string, id: number | string) =>
  `customers/${customerId}/${collection}/${id}`;

function budgetAndCampaign(
  customerId: string,
  spec: SearchCampaignSpec | PmaxCampaignSpec,
  channel: Campaign["advertisingChannelType"],
): MutateOperation[] {
  const campaignBudget = path(customerId, "campaignBudgets", BUDGET_TEMP);
  const bidding: Partial<Campaign> =
    channel === "SEARCH"
      ? {
          manualCpc: {},
          networkSettings: {
            targetGoogleSearch: true,
            targetSearchNetwork: true,
            targetContentNetwork: false,
            targetPartnerSearchNetwork: false,
          },
        }
      : { maximizeConversions: {}, brandGuidelinesEnabled: false };
  return [
    {
      campaignBudgetOperation: {
        create: {
          resourceName: campaignBudget,
          // Budget names are unique in an account, even after their campaign is gone.
          name: `${spec.name} (${Date.now().toString(36)})`,
          amountMicros: String(Math.round(spec.dailyBudgetMicros)),
          deliveryMethod: "STANDARD",
          // Performance Max refuses a shared budget; a Search campaign keeps its own too.
          explicitlyShared: false,
        },
      },
    },
    {
      campaignOperation: {
        create: {
          resourceName: path(customerId, "campaigns", CAMPAIGN_TEMP),
          name: spec.name,
          // Paused until every part exists; enabled by a second call.
          status: "PAUSED",
          advertisingChannelType: channel,
          campaignBudget,
          startDate: spec.startDate,
          ...(spec.endDate ? { endDate: spec.endDate } : {}),
          containsEuPoliticalAdvertising: "DOES_NOT_CONTAIN_EU_POLITICAL_ADVERTISING",
          ...bidding,
        },
      },
    },
  ];
}

export function proximity(campaign: string, target: GeoTarget): CampaignCriterion {
  return {
    campaign,
    proximity: {
      geoPoint: {
        latitudeInMicroDegrees: Math.round(target.latitude * MICRO_DEGREES),
        longitudeInMicroDegrees: Math.round(target.longitude * MICRO_DEGREES),
      },
      radius: target.radiusKm,
      radiusUnits: "KILOMETERS",
    },
  };
}

function targets(customerId: string, list: GeoTarget[]): MutateOperation[] {
  const campaign = path(customerId, "campaigns", CAMPAIGN_TEMP);
  return list.map((t) => ({ campaignCriterionOperation: { create: proximity(campaign, t) } }));
}

export function searchCampaignOperations(
  customerId: string,
  spec: SearchCampaignSpec,
): MutateOperation[] {
  const campaign = path(customerId, "campaigns", CAMPAIGN_TEMP);
  const adGroup = path(customerId, "adGroups", GROUP_TEMP);
  return [
    ...budgetAndCampaign(customerId, spec, "SEARCH"),
    ...targets(customerId, spec.targets),
    {
      adGroupOperation: {
        create: {
          resourceName: adGroup,
          name: `${spec.name} — ads`,
          campaign,
          status: "ENABLED",
          type: "SEARCH_STANDARD",
        },
      },
    },
    {
      adGroupAdOperation: {
        create: {
          adGroup,
          status: "ENABLED",
          ad: {
            finalUrls: [spec.finalUrl],
            responsiveSearchAd: {
              headlines: spec.headlines.map((text) => ({ text })),
              descriptions: spec.descriptions.map((text) => ({ text })),
            },
          },
        },
      },
    },
    ...spec.keywords.map((text): MutateOperation => ({
      adGroupCriterionOperation: {
        create: { adGroup, status: "ENABLED", keyword: { text, matchType: "BROAD" } },
      },
    })),
  ];
}

/** Headlines and descriptions are made first, in a call of their own, as Google asks. */
export function pmaxTextAssetOperations(texts: string[]): MutateOperation[] {
  return texts.map((text) => ({ assetOperation: { create: { textAsset: { text } } } }));
}

export function pmaxCampaignOperations(
  customerId: string,
  spec: PmaxCampaignSpec,
  made: { headlines: string[]; descriptions: string[] },
): MutateOperation[] {
  const campaign = path(customerId, "campaigns", CAMPAIGN_TEMP);
  const assetGroup = path(customerId, "assetGroups", GROUP_TEMP);
  let nextTemp = FIRST_FREE_TEMP;
  const link = (asset: string, fieldType: string): MutateOperation => ({
    assetGroupAssetOperation: { create: { assetGroup, asset, fieldType } as never },
  });
  const newAsset = (create: object, fieldType: string): MutateOperation[] => {
    const resourceName = path(customerId, "assets", nextTemp--);
    return [
      { assetOperation: { create: { resourceName, ...create } } },
      link(resourceName, fieldType),
    ];
  };
  return [
    ...budgetAndCampaign(customerId, spec, "PERFORMANCE_MAX"),
    ...targets(customerId, spec.targets),
    {
      assetGroupOperation: {
        create: {
          resourceName: assetGroup,
          name: `${spec.name} — assets`,
          campaign,
          finalUrls: [spec.finalUrl],
          status: "ENABLED",
        },
      },
    },
    ...made.headlines.map((asset) => link(asset, "HEADLINE")),
    ...made.descriptions.map((asset) => link(asset, "DESCRIPTION")),
    ...spec.longHeadlines.flatMap((text) => newAsset({ textAsset: { text } }, "LONG_HEADLINE")),
    ...newAsset({ textAsset: { text: spec.businessName } }, "BUSINESS_NAME"),
    ...spec.images.flatMap((image) =>
      newAsset(
        { name: image.name, type: "IMAGE", imageAsset: { data: image.data.toString("base64") } },
        image.fieldType,
      ),
    ),
    ...spec.videoIds.flatMap((youtubeVideoId) =>
      newAsset({ type: "YOUTUBE_VIDEO", youtubeVideoAsset: { youtubeVideoId } }, "YOUTUBE_VIDEO"),
    ),
  ];
}
