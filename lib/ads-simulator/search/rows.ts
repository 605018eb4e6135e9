import "server-only";
import type { Db } from "@/lib/db/client";
import type { SimCustomer } from "../auth";
import { reviewMs } from "../knobs";
import { clientLinkView, linksOf, managerLinkView } from "../links";
import { customerResources, type SimResource } from "../store";
import { adTexts, campaignView, linkTexts, reviewed, type Reviewed } from "./state";

// The rows googleAds:search reads for each resource, each with the resources it joins, as the
// API's JSON (camelCase): a campaign row holds campaign, campaign_budget and metrics.

type Row = Record<string, unknown>;
export type Rows = { rows: Row[]; allowed: string[] };

const metricsJson = (m: {
  costMicros: number;
  impressions: number;
  clicks: number;
  conversions: number;
}) => ({
  costMicros: String(m.costMicros),
  impressions: String(m.impressions),
  clicks: String(m.clicks),
  conversions: m.conversions,
});

export async function rowsFor(
  db: Db,
  customer: SimCustomer,
  resource: string,
  now: number,
): Promise<Rows | null> {
  const customerJson = {
    resourceName: `customers/${customer.id}`,
    id: customer.id,
    descriptiveName: customer.descriptiveName,
    currencyCode: customer.currencyCode,
    timeZone: customer.timeZone,
    testAccount: customer.testAccount,
    manager: customer.manager,
  };
  if (resource === "customer") return { rows: [{ customer: customerJson }], allowed: ["customer"] };
  if (resource === "customer_client_link" || resource === "customer_manager_link") {
    const links =
      customer.manager === (resource === "customer_client_link") ? await linksOf(db, customer) : [];
    return resource === "customer_client_link"
      ? {
          rows: links.map((l) => ({
            customerClientLink: clientLinkView(l),
            customer: customerJson,
          })),
          allowed: ["customer_client_link", "customer"],
        }
      : {
          rows: links.map((l) => ({
            customerManagerLink: managerLinkView(l),
            customer: customerJson,
          })),
          allowed: ["customer_manager_link", "customer"],
        };
  }

  const all = await customerResources(db, customer.id);
  const of = (type: string) => all.filter((r) => r.type === type);
  const byName = new Map(all.map((r) => [r.resourceName, r]));
  const review = reviewMs();
  const ads = of("adGroupAd").map((ad) => reviewed(ad, adTexts(ad), now, review));
  const links = of("assetGroupAsset").map((l) =>
    reviewed(l, linkTexts(l, byName.get(String(l.data.asset))), now, review),
  );
  const partsOf = (campaign: string): Reviewed[] =>
    [...ads, ...links].filter((p) => p.resource.campaign === campaign);
  const views = new Map(
    of("campaign").map((c) => [
      c.resourceName,
      campaignView(
        c,
        partsOf(c.resourceName),
        byName.get(String(c.data.campaignBudget)),
        customer.timeZone,
        now,
      ),
    ]),
  );
  const campaignOf = (r: SimResource) => (r.campaign ? views.get(r.campaign)?.data : undefined);
  const dataOf = (name: unknown) => (typeof name === "string" ? byName.get(name)?.data : undefined);
  const common = { customer: customerJson };

  switch (resource) {
    case "campaign":
      return {
        rows: [...views.values()].map((v) => ({
          ...common,
          campaign: v.data,
          campaignBudget: v.budget?.data,
          metrics: metricsJson(v.metrics),
        })),
        allowed: ["campaign", "campaign_budget", "metrics", "customer"],
      };
    case "campaign_budget":
      return {
        rows: of("campaignBudget").map((b) => ({ ...common, campaignBudget: b.data })),
        allowed: ["campaign_budget", "customer"],
      };
    case "ad_group":
      return {
        rows: of("adGroup").map((g) => ({ ...common, adGroup: g.data, campaign: campaignOf(g) })),
        allowed: ["ad_group", "campaign", "customer"],
      };
    case "ad_group_ad":
      return {
        rows: ads.map((a) => ({
          ...common,
          adGroupAd: { ...a.resource.data, policySummary: a.summary },
          adGroup: dataOf(a.resource.data.adGroup),
          campaign: campaignOf(a.resource),
        })),
        allowed: ["ad_group_ad", "ad_group", "campaign", "customer"],
      };
    case "ad_group_criterion":
      return {
        rows: of("adGroupCriterion").map((k) => ({
          ...common,
          adGroupCriterion: k.data,
          adGroup: dataOf(k.data.adGroup),
          campaign: campaignOf(k),
        })),
        allowed: ["ad_group_criterion", "ad_group", "campaign", "customer"],
      };
    case "campaign_criterion":
      return {
        rows: of("campaignCriterion").map((c) => ({
          ...common,
          campaignCriterion: c.data,
          campaign: campaignOf(c),
        })),
        allowed: ["campaign_criterion", "campaign", "customer"],
      };
    case "asset":
      return {
        rows: of("asset").map((a) => ({ ...common, asset: a.data })),
        allowed: ["asset", "customer"],
      };
    case "asset_group":
      return {
        rows: of("assetGroup").map((g) => ({
          ...common,
          assetGroup: g.data,
          campaign: campaignOf(g),
        })),
        allowed: ["asset_group", "campaign", "customer"],
      };
    case "asset_group_asset":
      return {
        rows: links.map((l) => ({
          ...common,
          assetGroupAsset: { ...l.resource.data, policySummary: l.summary },
          assetGroup: dataOf(l.resource.data.assetGroup),
          asset: dataOf(l.resource.data.asset),
          campaign: campaignOf(l.resource),
        })),
        allowed: ["asset_group_asset", "asset_group", "asset", "campaign", "customer"],
      };
    default:
      return null;
  }
}
