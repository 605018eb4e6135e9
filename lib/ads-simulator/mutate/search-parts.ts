import "server-only";
import { idOf, newId } from "../store";
import type { ResourceHandler } from "./batch";
import { countBetween, finalUrls, oneOf, requiredText } from "./checks";

// A Search campaign's parts: its ad group, responsive search ad, keywords, and the radius around
// each store (campaign criteria, shared with Performance Max).

const HEADLINE_MAX = 30;
const DESCRIPTION_MAX = 90;
const KEYWORD_MAX = 80;
const KEYWORD_WORDS_MAX = 10;
/** Characters Google refuses in a keyword. */
const KEYWORD_BAD_CHARS = /[!@%^*()={};~`<>?\\|,]/;
const STATUSES = ["ENABLED", "PAUSED"] as const;
const MATCH_TYPES = ["EXACT", "PHRASE", "BROAD"] as const;
const MAX_RADIUS_KM = 800;

export const adGroups: ResourceHandler = {
  type: "adGroup",
  collection: "adGroups",
  async create(batch, body, p) {
    const name = requiredText(p, body.name, ["name"], 255);
    oneOf(p, body.status, STATUSES, ["status"]);
    const campaign = await batch.get(body.campaign, "campaign");
    if (!campaign)
      p.add("mutateError", "RESOURCE_NOT_FOUND", "The campaign was not found.", ["campaign"]);
    else if (campaign.data.advertisingChannelType !== "SEARCH")
      p.add(
        "adGroupError",
        "CANNOT_ADD_AD_GROUP_OF_TYPE_DSA_TO_CAMPAIGN_WITHOUT_DSA_SETTING",
        "Ad groups belong to Search campaigns here.",
        ["campaign"],
      );
    p.check();
    const resourceName = batch.name("adGroups", body.resourceName);
    return batch.put({
      resourceName,
      type: "adGroup",
      campaign: campaign!.resourceName,
      data: {
        ...body,
        name,
        resourceName,
        id: idOf(resourceName),
        campaign: campaign!.resourceName,
        type: body.type ?? "SEARCH_STANDARD",
      },
    });
  },
};

export const adGroupAds: ResourceHandler = {
  type: "adGroupAd",
  collection: "adGroupAds",
  async create(batch, body, p) {
    const adGroup = await batch.get(body.adGroup, "adGroup");
    if (!adGroup)
      p.add("mutateError", "RESOURCE_NOT_FOUND", "The ad group was not found.", ["ad_group"]);
    oneOf(p, body.status, STATUSES, ["status"]);
    const ad = (body.ad ?? {}) as Record<string, unknown>;
    finalUrls(p, ad.finalUrls, ["ad", "final_urls"]);
    const rsa = ad.responsiveSearchAd as
      { headlines?: { text?: unknown }[]; descriptions?: { text?: unknown }[] } | undefined;
    if (!rsa)
      p.add("fieldError", "REQUIRED", "The ad needs a responsive search ad.", [
        "ad",
        "responsive_search_ad",
      ]);
    const headlines = rsa?.headlines ?? [];
    const descriptions = rsa?.descriptions ?? [];
    const at = ["ad", "responsive_search_ad"];
    countBetween(p, headlines, 3, 15, [...at, "headlines"]);
    countBetween(p, descriptions, 2, 4, [...at, "descriptions"]);
    headlines.forEach((h, i) =>
      requiredText(p, h?.text, [...at, ["headlines", i], "text"], HEADLINE_MAX),
    );
    descriptions.forEach((d, i) =>
      requiredText(p, d?.text, [...at, ["descriptions", i], "text"], DESCRIPTION_MAX),
    );
    p.check();
    const adId = newId();
    const resourceName = batch.name(
      "adGroupAds",
      body.resourceName,
      `${idOf(adGroup!.resourceName)}~${adId}`,
    );
    return batch.put({
      resourceName,
      type: "adGroupAd",
      campaign: adGroup!.campaign,
      data: {
        ...body,
        resourceName,
        adGroup: adGroup!.resourceName,
        ad: {
          ...ad,
          id: adId,
          resourceName: `customers/${batch.customerId}/ads/${adId}`,
          type: "RESPONSIVE_SEARCH_AD",
        },
      },
    });
  },
};

export const adGroupCriteria: ResourceHandler = {
  type: "adGroupCriterion",
  collection: "adGroupCriteria",
  async create(batch, body, p) {
    const adGroup = await batch.get(body.adGroup, "adGroup");
    if (!adGroup)
      p.add("mutateError", "RESOURCE_NOT_FOUND", "The ad group was not found.", ["ad_group"]);
    const keyword = (body.keyword ?? {}) as { text?: unknown; matchType?: unknown };
    const text = requiredText(p, keyword.text, ["keyword", "text"], KEYWORD_MAX);
    oneOf(p, keyword.matchType, MATCH_TYPES, ["keyword", "match_type"]);
    if (text.trim().split(/\s+/).length > KEYWORD_WORDS_MAX)
      p.add(
        "criterionError",
        "KEYWORD_HAS_TOO_MANY_WORDS",
        "The keyword has too many words.",
        ["keyword", "text"],
        text,
      );
    if (KEYWORD_BAD_CHARS.test(text))
      p.add(
        "criterionError",
        "KEYWORD_HAS_INVALID_CHARS",
        "The keyword has invalid characters.",
        ["keyword", "text"],
        text,
      );
    p.check();
    const resourceName = batch.name(
      "adGroupCriteria",
      body.resourceName,
      `${idOf(adGroup!.resourceName)}~${newId()}`,
    );
    return batch.put({
      resourceName,
      type: "adGroupCriterion",
      campaign: adGroup!.campaign,
      data: {
        status: "ENABLED",
        ...body,
        resourceName,
        adGroup: adGroup!.resourceName,
        criterionId: idOf(resourceName).split("~")[1],
        type: "KEYWORD",
      },
    });
  },
};

export const campaignCriteria: ResourceHandler = {
  type: "campaignCriterion",
  collection: "campaignCriteria",
  async create(batch, body, p) {
    const campaign = await batch.get(body.campaign, "campaign");
    if (!campaign)
      p.add("mutateError", "RESOURCE_NOT_FOUND", "The campaign was not found.", ["campaign"]);
    const proximity = body.proximity as
      | {
          geoPoint?: { latitudeInMicroDegrees?: number; longitudeInMicroDegrees?: number };
          radius?: number;
          radiusUnits?: string;
        }
      | undefined;
    if (!proximity)
      p.add("criterionError", "CRITERION_TYPE_NOT_SUPPORTED", "Only proximity criteria here.", [
        "proximity",
      ]);
    else {
      const lat = Number(proximity.geoPoint?.latitudeInMicroDegrees);
      const lng = Number(proximity.geoPoint?.longitudeInMicroDegrees);
      if (!Number.isInteger(lat) || Math.abs(lat) > 90_000_000)
        p.add("criterionError", "INVALID_PROXIMITY_ADDRESS", "Invalid latitude.", [
          "proximity",
          "geo_point",
          "latitude_in_micro_degrees",
        ]);
      if (!Number.isInteger(lng) || Math.abs(lng) > 180_000_000)
        p.add("criterionError", "INVALID_PROXIMITY_ADDRESS", "Invalid longitude.", [
          "proximity",
          "geo_point",
          "longitude_in_micro_degrees",
        ]);
      const units = oneOf(p, proximity.radiusUnits, ["KILOMETERS", "MILES"] as const, [
        "proximity",
        "radius_units",
      ]);
      const km = Number(proximity.radius) * (units === "MILES" ? 1.609344 : 1);
      if (!(km > 0) || km > MAX_RADIUS_KM)
        p.add("criterionError", "INVALID_PROXIMITY_RADIUS", "The radius is out of range.", [
          "proximity",
          "radius",
        ]);
    }
    p.check();
    const resourceName = batch.name(
      "campaignCriteria",
      body.resourceName,
      `${idOf(campaign!.resourceName)}~${newId()}`,
    );
    return batch.put({
      resourceName,
      type: "campaignCriterion",
      campaign: campaign!.resourceName,
      data: {
        ...body,
        resourceName,
        campaign: campaign!.resourceName,
        criterionId: idOf(resourceName).split("~")[1],
        type: "PROXIMITY",
        negative: false,
      },
    });
  },
};
