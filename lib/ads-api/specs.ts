// What the app asks of Google Ads and what it reads back, in its own terms (client.ts re-exports
// them; the REST shapes are in types.ts).

import type { AdsServiceMode } from "./config";

export type AdsCustomer = {
  id: string;
  descriptiveName: string;
  currencyCode: string;
  timeZone: string;
  testAccount: boolean;
};
export type LinkStatus = "PENDING" | "ACTIVE" | "REFUSED" | "CANCELED" | "INACTIVE";
export type GeoTarget = { latitude: number; longitude: number; radiusKm: number };
export type ImageAssetInput = {
  name: string;
  data: Buffer;
  fieldType:
    | "LOGO"
    | "LANDSCAPE_LOGO"
    | "MARKETING_IMAGE"
    | "SQUARE_MARKETING_IMAGE"
    | "PORTRAIT_MARKETING_IMAGE";
};
export type SearchCampaignSpec = {
  name: string;
  dailyBudgetMicros: number;
  startDate: string;
  endDate: string | null;
  finalUrl: string;
  keywords: string[];
  headlines: string[];
  descriptions: string[];
  targets: GeoTarget[];
};
export type PmaxCampaignSpec = {
  name: string;
  dailyBudgetMicros: number;
  startDate: string;
  endDate: string | null;
  finalUrl: string;
  businessName: string;
  headlines: string[];
  longHeadlines: string[];
  descriptions: string[];
  images: ImageAssetInput[];
  /** YouTube ids. */
  videoIds: string[];
  targets: GeoTarget[];
};
export type RemoteCampaign = {
  /** customers/{cid}/campaigns/{id} */
  campaign: string;
  budget: string;
};
export type Review = "UNDER_REVIEW" | "APPROVED" | "DISAPPROVED";
export type RemoteCampaignState = {
  campaign: string;
  status: "ENABLED" | "PAUSED" | "REMOVED";
  primaryStatus: string;
  primaryStatusReasons: string[];
  review: Review;
  policyTopics: string[];
  costMicros: number;
  impressions: number;
  clicks: number;
  conversions: number;
};
export type AdsApi = {
  mode: AdsServiceMode;
  /** Via the manager (login-customer-id): the client must have accepted its invitation. */
  getCustomer(customerId: string): Promise<AdsCustomer>;
  /** customerClientLinks:mutate → the link's resource name. */
  inviteClient(customerId: string): Promise<string>;
  /** The newest link between the manager and the client, or null when it was never invited. */
  linkStatus(customerId: string): Promise<LinkStatus | null>;
  /** CANCELED when pending, INACTIVE when active; nothing when there is no live link. */
  endLink(customerId: string): Promise<void>;
  createSearchCampaign(customerId: string, spec: SearchCampaignSpec): Promise<RemoteCampaign>;
  createPerformanceMaxCampaign(customerId: string, spec: PmaxCampaignSpec): Promise<RemoteCampaign>;
  setCampaignStatus(
    customerId: string,
    campaign: string,
    status: "ENABLED" | "PAUSED",
  ): Promise<void>;
  campaignStates(customerId: string, campaigns: string[]): Promise<RemoteCampaignState[]>;
};
