// Search and Performance Max campaigns against the simulator: made in one request each and read
// back whole (radius targets, keywords, asset group and its assets), in review then approved or
// refused for an all-caps word, paused and resumed, with metrics that grow only while serving.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { RemoteCampaign } from "@/lib/ads-api/client";
import { closeAdsSimulator, later, openAdsSimulator, type AdsSimFixture } from "../helpers/ads-sim";
import { GLOBEX, gaql, pmaxSpec, searchSpec } from "./ads-fixture";

let fx: AdsSimFixture;
beforeAll(async () => {
  fx = await openAdsSimulator({ ADS_SIM_REVIEW_MS: "60000" });
});
afterAll(() => closeAdsSimulator(fx));

const state = async (remote: RemoteCampaign) =>
  (await fx.api.campaignStates(GLOBEX, [remote.campaign]))[0]!;

describe("a Search campaign", () => {
  let remote: RemoteCampaign;

  it("is made with its budget, radius targets, keywords and ad, and enabled", async () => {
    remote = await fx.api.createSearchCampaign(GLOBEX, searchSpec("Globex Search 1"));
    expect(remote.campaign).toMatch(/^customers\/1234567890\/campaigns\/\d+$/);
    expect(remote.budget).toMatch(/^customers\/1234567890\/campaignBudgets\/\d+$/);
    const [row] = await gaql(
      GLOBEX,
      `SELECT campaign.name, campaign.status, campaign.advertising_channel_type, campaign.start_date, campaign_budget.amount_micros FROM campaign WHERE campaign.resource_name = '${remote.campaign}'`,
    );
    expect(row).toMatchObject({
      campaign: { name: "Globex Search 1", status: "ENABLED", advertisingChannelType: "SEARCH" },
      campaignBudget: { amountMicros: "20000000" },
    });
    const targets = await gaql(
      GLOBEX,
      `SELECT campaign_criterion.proximity.geo_point.latitude_in_micro_degrees, campaign_criterion.proximity.radius, campaign_criterion.proximity.radius_units FROM campaign_criterion WHERE campaign.resource_name = '${remote.campaign}'`,
    );
    expect(targets.map((t) => t.campaignCriterion!.proximity)).toEqual([
      { geoPoint: { latitudeInMicroDegrees: 40416800 }, radius: 5, radiusUnits: "KILOMETERS" },
      { geoPoint: { latitudeInMicroDegrees: 41387400 }, radius: 3, radiusUnits: "KILOMETERS" },
    ]);
    const keywords = await gaql(
      GLOBEX,
      `SELECT ad_group_criterion.keyword.text, ad_group_criterion.keyword.match_type FROM ad_group_criterion WHERE campaign.resource_name = '${remote.campaign}' ORDER BY ad_group_criterion.keyword.text`,
    );
    expect(keywords.map((k) => k.adGroupCriterion!.keyword)).toEqual([
      { text: "ferretería cerca", matchType: "BROAD" },
      { text: "tornillos baratos", matchType: "BROAD" },
    ]);
  });

  it("is under review, then approved and serving, and its metrics grow", async () => {
    expect(await state(remote)).toMatchObject({
      status: "ENABLED",
      review: "UNDER_REVIEW",
      primaryStatus: "NOT_ELIGIBLE",
      primaryStatusReasons: ["MOST_ADS_UNDER_REVIEW"],
      impressions: 0,
    });
    later(61_000);
    expect(await state(remote)).toMatchObject({
      review: "APPROVED",
      primaryStatus: "ELIGIBLE",
      policyTopics: [],
    });
    later(2 * 3_600_000);
    const first = await state(remote);
    expect(first.impressions).toBeGreaterThan(100);
    expect(first.clicks).toBeGreaterThan(0);
    expect(first.costMicros).toBeGreaterThan(0);
    expect(first.costMicros).toBeLessThanOrEqual(20_000_000);
    later(3_600_000);
    expect((await state(remote)).impressions).toBeGreaterThan(first.impressions);
  });

  it("stops growing while paused and grows again once resumed", async () => {
    await fx.api.setCampaignStatus(GLOBEX, remote.campaign, "PAUSED");
    const paused = await state(remote);
    expect(paused).toMatchObject({
      status: "PAUSED",
      primaryStatus: "PAUSED",
      primaryStatusReasons: ["CAMPAIGN_PAUSED"],
    });
    later(5 * 3_600_000);
    expect((await state(remote)).impressions).toBe(paused.impressions);
    await fx.api.setCampaignStatus(GLOBEX, remote.campaign, "ENABLED");
    later(3_600_000);
    expect((await state(remote)).impressions).toBeGreaterThan(paused.impressions);
    vi.useRealTimers();
  });

  it("is refused for a word in capitals once reviewed, and serves nothing", async () => {
    const shouting = await fx.api.createSearchCampaign(
      GLOBEX,
      searchSpec("Globex Search shouting", {
        headlines: ["Ferretería Globex", "Tornillos GRATIS", "Abierto hoy"],
      }),
    );
    later(61_000);
    later(3_600_000);
    expect(await state(shouting)).toMatchObject({
      review: "DISAPPROVED",
      policyTopics: ["EXCESSIVE_CAPITALIZATION"],
      primaryStatus: "NOT_ELIGIBLE",
      primaryStatusReasons: ["HAS_ADS_DISAPPROVED"],
      impressions: 0,
      costMicros: 0,
    });
    vi.useRealTimers();
  });

  it("refuses a 31-character headline in Google's shape and makes nothing", async () => {
    const before = await gaql(GLOBEX, "SELECT campaign.id FROM campaign");
    const error = await fx.api
      .createSearchCampaign(
        GLOBEX,
        searchSpec("Globex too long", { headlines: ["A".repeat(31).toLowerCase(), "Dos", "Tres"] }),
      )
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: "AdsApiError",
      status: 400,
      code: "TOO_LONG",
      retryable: false,
    });
    expect((error as { errors: { kind: string; field?: string }[] }).errors[0]).toMatchObject({
      kind: "stringLengthError",
      field:
        "mutate_operations[5].ad_group_ad_operation.create.ad.responsive_search_ad.headlines[0].text",
    });
    expect(await gaql(GLOBEX, "SELECT campaign.id FROM campaign")).toHaveLength(before.length);
  });

  it("refuses a duplicate campaign name", async () => {
    const error = await fx.api
      .createSearchCampaign(GLOBEX, searchSpec("Globex Search 1"))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "DUPLICATE_CAMPAIGN_NAME" });
  });
});

describe("a Performance Max campaign", () => {
  it("is made with its asset group and assets in one request, then approved", async () => {
    const remote = await fx.api.createPerformanceMaxCampaign(
      GLOBEX,
      await pmaxSpec("Globex PMax 1"),
    );
    const links = await gaql(
      GLOBEX,
      `SELECT asset_group_asset.field_type, asset.type, asset.text_asset.text, asset.image_asset.full_size.width_pixels, asset.youtube_video_asset.youtube_video_id FROM asset_group_asset WHERE asset_group.campaign = '${remote.campaign}'`,
    );
    const fields = links.map((l) => l.assetGroupAsset!.fieldType).sort();
    expect(fields).toEqual(
      [
        "BUSINESS_NAME",
        "DESCRIPTION",
        "DESCRIPTION",
        "HEADLINE",
        "HEADLINE",
        "HEADLINE",
        "LOGO",
        "LONG_HEADLINE",
        "MARKETING_IMAGE",
        "SQUARE_MARKETING_IMAGE",
        "YOUTUBE_VIDEO",
      ].sort(),
    );
    expect(
      links.find((l) => l.assetGroupAsset!.fieldType === "MARKETING_IMAGE")!.asset.imageAsset
        .fullSize.widthPixels,
    ).toBe("600");
    expect(
      links.find((l) => l.assetGroupAsset!.fieldType === "YOUTUBE_VIDEO")!.asset.youtubeVideoAsset
        .youtubeVideoId,
    ).toBe("aqz-KE-bpKQ");
    const [group] = await gaql(
      GLOBEX,
      `SELECT asset_group.final_urls, campaign.advertising_channel_type FROM asset_group WHERE campaign.resource_name = '${remote.campaign}'`,
    );
    expect(group).toMatchObject({
      assetGroup: { finalUrls: ["https://globex.example"] },
      campaign: { advertisingChannelType: "PERFORMANCE_MAX" },
    });

    expect(await state(remote)).toMatchObject({ status: "ENABLED", review: "UNDER_REVIEW" });
    later(61_000);
    expect(await state(remote)).toMatchObject({ review: "APPROVED", primaryStatus: "ELIGIBLE" });
    vi.useRealTimers();
  });

  it("is refused for an exclamation mark in a headline", async () => {
    const remote = await fx.api.createPerformanceMaxCampaign(
      GLOBEX,
      await pmaxSpec("Globex PMax loud", {
        headlines: ["Ofertas hoy!", "Todo en bricolaje", "Cerca de ti"],
      }),
    );
    later(61_000);
    expect(await state(remote)).toMatchObject({
      review: "DISAPPROVED",
      policyTopics: ["EXCLAMATION_IN_HEADLINE"],
    });
    vi.useRealTimers();
  });

  it("refuses an asset group without a square image, and an unknown video", async () => {
    const spec = await pmaxSpec("Globex PMax short");
    const noSquare = await fx.api
      .createPerformanceMaxCampaign(GLOBEX, {
        ...spec,
        images: spec.images.filter((i) => i.fieldType !== "SQUARE_MARKETING_IMAGE"),
      })
      .catch((e: unknown) => e);
    expect(noSquare).toMatchObject({
      status: 400,
      code: "NOT_ENOUGH_SQUARE_MARKETING_IMAGE_ASSET",
    });
    const noVideo = await fx.api
      .createPerformanceMaxCampaign(GLOBEX, { ...spec, videoIds: ["xxxxxxxxxx1"] })
      .catch((e: unknown) => e);
    expect(noVideo).toMatchObject({ code: "YOUTUBE_VIDEO_NOT_FOUND" });
  });
});
