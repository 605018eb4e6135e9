// The Google Ads API REST shapes this app sends and reads (v21, JSON in camelCase). int64 values
// (ids, micros, impressions) arrive as strings, as the REST API writes them.

export type FieldPathElement = { fieldName: string; index?: number };

export type GoogleAdsErrorDetail = {
  "@type": string;
  errors: {
    errorCode: Record<string, string>;
    message?: string;
    trigger?: { stringValue?: string };
    location?: { fieldPathElements?: FieldPathElement[] };
  }[];
  requestId?: string;
};

export type GoogleAdsErrorBody = {
  error?: { code?: number; message?: string; status?: string; details?: GoogleAdsErrorDetail[] };
};

export type CampaignStatus = "ENABLED" | "PAUSED" | "REMOVED";
export type ApprovalStatus =
  "APPROVED" | "APPROVED_LIMITED" | "DISAPPROVED" | "AREA_OF_INTEREST_ONLY" | "UNKNOWN";
export type ReviewStatus =
  "REVIEW_IN_PROGRESS" | "REVIEWED" | "UNDER_APPEAL" | "ELIGIBLE_MAY_SERVE";
export type AssetFieldType =
  | "HEADLINE"
  | "LONG_HEADLINE"
  | "DESCRIPTION"
  | "BUSINESS_NAME"
  | "LOGO"
  | "LANDSCAPE_LOGO"
  | "MARKETING_IMAGE"
  | "SQUARE_MARKETING_IMAGE"
  | "PORTRAIT_MARKETING_IMAGE"
  | "YOUTUBE_VIDEO";

export type CampaignBudget = {
  resourceName?: string;
  name: string;
  amountMicros: string | number;
  deliveryMethod?: "STANDARD" | "ACCELERATED";
  explicitlyShared?: boolean;
};

export type Campaign = {
  resourceName?: string;
  id?: string;
  name: string;
  status: CampaignStatus;
  advertisingChannelType: "SEARCH" | "PERFORMANCE_MAX";
  campaignBudget: string;
  /** "YYYY-MM-DD" in the customer's time zone (v23 replaced these with startDateTime). */
  startDate?: string;
  endDate?: string;
  networkSettings?: {
    targetGoogleSearch?: boolean;
    targetSearchNetwork?: boolean;
    targetContentNetwork?: boolean;
    targetPartnerSearchNetwork?: boolean;
  };
  manualCpc?: { enhancedCpcEnabled?: boolean };
  maximizeConversions?: { targetCpaMicros?: string };
  containsEuPoliticalAdvertising:
    "CONTAINS_EU_POLITICAL_ADVERTISING" | "DOES_NOT_CONTAIN_EU_POLITICAL_ADVERTISING";
  /** Performance Max: business name and logo in the asset group rather than on the campaign. */
  brandGuidelinesEnabled?: boolean;
  primaryStatus?: string;
  primaryStatusReasons?: string[];
};

export type AdGroup = {
  resourceName?: string;
  name: string;
  campaign: string;
  status: CampaignStatus;
  type?: "SEARCH_STANDARD";
};

export type AdTextAsset = { text: string };

export type PolicyTopicEntry = {
  topic: string;
  type: "PROHIBITED" | "LIMITED" | "FULLY_LIMITED" | "DESCRIPTIVE";
};

export type PolicySummary = {
  approvalStatus?: ApprovalStatus;
  reviewStatus?: ReviewStatus;
  policyTopicEntries?: PolicyTopicEntry[];
};

export type AdGroupAd = {
  resourceName?: string;
  adGroup: string;
  status: CampaignStatus;
  ad: {
    finalUrls: string[];
    responsiveSearchAd: { headlines: AdTextAsset[]; descriptions: AdTextAsset[] };
  };
  policySummary?: PolicySummary;
};

export type KeywordMatchType = "EXACT" | "PHRASE" | "BROAD";

export type AdGroupCriterion = {
  resourceName?: string;
  adGroup: string;
  status?: CampaignStatus;
  keyword: { text: string; matchType: KeywordMatchType };
};

export type CampaignCriterion = {
  resourceName?: string;
  campaign: string;
  proximity?: {
    geoPoint: { longitudeInMicroDegrees: number; latitudeInMicroDegrees: number };
    radius: number;
    radiusUnits: "KILOMETERS" | "MILES";
  };
};

export type Asset = {
  resourceName?: string;
  name?: string;
  type?: "TEXT" | "IMAGE" | "YOUTUBE_VIDEO";
  textAsset?: { text: string };
  /** `data` is base64 on the way in; a read gives back its size and pixels instead. */
  imageAsset?: {
    data?: string;
    fileSize?: string;
    mimeType?: string;
    fullSize?: { widthPixels?: string; heightPixels?: string };
  };
  youtubeVideoAsset?: { youtubeVideoId: string };
};

export type AssetGroup = {
  resourceName?: string;
  name: string;
  campaign: string;
  finalUrls: string[];
  status: CampaignStatus;
};

export type AssetGroupAsset = {
  resourceName?: string;
  assetGroup: string;
  asset: string;
  fieldType: AssetFieldType;
  policySummary?: PolicySummary;
};

export type CustomerClientLink = {
  resourceName?: string;
  clientCustomer: string;
  managerLinkId?: string;
  status: "PENDING" | "ACTIVE" | "REFUSED" | "CANCELED" | "INACTIVE";
  hidden?: boolean;
};

export type CustomerManagerLink = {
  resourceName?: string;
  managerCustomer?: string;
  managerLinkId?: string;
  status: CustomerClientLink["status"];
};

/** One operation of a per-service `:mutate` call. */
export type Operation<T> = {
  create?: T;
  update?: Partial<T>;
  remove?: string;
  updateMask?: string;
};

/** One operation of `googleAds:mutate`: exactly one of these. */
export type MutateOperation = {
  campaignBudgetOperation?: Operation<CampaignBudget>;
  campaignOperation?: Operation<Campaign>;
  adGroupOperation?: Operation<AdGroup>;
  adGroupAdOperation?: Operation<AdGroupAd>;
  adGroupCriterionOperation?: Operation<AdGroupCriterion>;
  campaignCriterionOperation?: Operation<CampaignCriterion>;
  assetOperation?: Operation<Asset>;
  assetGroupOperation?: Operation<AssetGroup>;
  assetGroupAssetOperation?: Operation<AssetGroupAsset>;
};

export type MutateResult = { resourceName: string };
export type MutateResponse = { results: MutateResult[] };
export type GoogleAdsMutateResponse = {
  mutateOperationResponses: Partial<Record<`${string}Result`, MutateResult>>[];
};

/** One row of googleAds:search: the selected fields, nested by resource. */
export type SearchRow = {
  customer?: {
    id?: string;
    descriptiveName?: string;
    currencyCode?: string;
    timeZone?: string;
    testAccount?: boolean;
  };
  customerClientLink?: CustomerClientLink;
  campaign?: Partial<Campaign>;
  adGroupAd?: Partial<AdGroupAd>;
  assetGroup?: Partial<AssetGroup>;
  assetGroupAsset?: Partial<AssetGroupAsset>;
  metrics?: {
    costMicros?: string;
    impressions?: string;
    clicks?: string;
    conversions?: number;
  };
};

export type SearchResponse = { results?: SearchRow[]; fieldMask?: string; requestId?: string };

/** YouTube Data API v3 `videos.list` with part=contentDetails. */
export type YoutubeVideoList = {
  kind: "youtube#videoListResponse";
  items: { kind: "youtube#video"; id: string; contentDetails: { duration: string } }[];
  pageInfo: { totalResults: number; resultsPerPage: number };
};
