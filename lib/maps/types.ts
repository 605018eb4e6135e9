// Google Business Profile wire shapes. Fields Google omits when empty (proto3 JSON drops zero
// values) are optional here too.
import type { MoreHours, ServiceAreaBusiness, SpecialHours } from "./types-business";
import type { TimePeriod } from "./types-time";

export type GoogleErrorBody = {
  error: { code: number; message: string; status: string; details?: unknown[] };
};

export type OAuthTokenResponse = {
  access_token: string;
  expires_in: number;
  /** Only on the authorization-code grant with access_type=offline, as Google does. */
  refresh_token?: string;
  scope: string;
  token_type: "Bearer";
  /** Present when the grant includes the openid scope. */
  id_token?: string;
};

export type OAuthErrorBody = { error: string; error_description?: string };

export type UserInfo = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
};

export type AccountType = "PERSONAL" | "LOCATION_GROUP" | "USER_GROUP" | "ORGANIZATION";
export type AccountRole = "PRIMARY_OWNER" | "OWNER" | "MANAGER" | "SITE_MANAGER";

export type Account = {
  /** "accounts/{accountId}" */
  name: string;
  accountName: string;
  type: AccountType;
  role?: AccountRole;
  verificationState?: "VERIFIED" | "UNVERIFIED" | "VERIFICATION_REQUESTED";
  vettedState?: "NOT_VETTED" | "VETTED" | "INVALID";
  permissionLevel?: "OWNER_LEVEL" | "MEMBER_LEVEL";
};

export type ListAccountsResponse = { accounts?: Account[]; nextPageToken?: string };

export type * from "./types-time";

export type Category = { name: string; displayName?: string };
export type PostalAddress = {
  regionCode: string;
  languageCode?: string;
  postalCode?: string;
  administrativeArea?: string;
  locality?: string;
  sublocality?: string;
  addressLines?: string[];
};

export type OpenStatus = "OPEN" | "CLOSED_PERMANENTLY" | "CLOSED_TEMPORARILY";

export type LocationMetadata = {
  hasGoogleUpdated?: boolean;
  hasPendingEdits?: boolean;
  canDelete?: boolean;
  canOperateLocalPost?: boolean;
  canModifyServiceList?: boolean;
  canHaveFoodMenus?: boolean;
  canOperateHealthData?: boolean;
  canOperateLodgingData?: boolean;
  canHaveBusinessCalls?: boolean;
  hasVoiceOfMerchant?: boolean;
  duplicateLocation?: string;
  placeId?: string;
  mapsUri?: string;
  newReviewUri?: string;
};

export type Location = {
  /** "locations/{locationId}" */
  name?: string;
  languageCode?: string;
  storeCode?: string;
  title?: string;
  phoneNumbers?: { primaryPhone?: string; additionalPhones?: string[] };
  categories?: { primaryCategory?: Category; additionalCategories?: Category[] };
  storefrontAddress?: PostalAddress;
  websiteUri?: string;
  regularHours?: { periods: TimePeriod[] };
  /** Needs regularHours: Google refuses special hours on a location without them. */
  specialHours?: SpecialHours;
  moreHours?: MoreHours[];
  serviceArea?: ServiceAreaBusiness;
  labels?: string[];
  latlng?: { latitude: number; longitude: number };
  openInfo?: {
    status: OpenStatus;
    /** Output only. */
    canReopen?: boolean;
    /** Month and year alone when the day is not known. */
    openingDate?: { year?: number; month?: number; day?: number };
  };
  /** Output only. */
  metadata?: LocationMetadata;
  profile?: { description: string };
  adWordsLocationExtensions?: { adPhone: string };
};

export const LOCATION_FIELDS = [
  "name",
  "languageCode",
  "storeCode",
  "title",
  "phoneNumbers",
  "categories",
  "storefrontAddress",
  "websiteUri",
  "regularHours",
  "specialHours",
  "serviceArea",
  "labels",
  "adWordsLocationExtensions",
  "latlng",
  "openInfo",
  "metadata",
  "profile",
  "relationshipData",
  "moreHours",
  "serviceItems",
] as const;

export type ListLocationsResponse = {
  locations?: Location[];
  nextPageToken?: string;
  totalSize?: number;
};

export type VerificationState = "PENDING" | "COMPLETED" | "FAILED";
export type VerificationMethod =
  "ADDRESS" | "EMAIL" | "PHONE_CALL" | "SMS" | "AUTO" | "VETTED_PARTNER";
export type Verification = {
  /** "locations/{locationId}/verifications/{verificationId}" */
  name: string;
  method: VerificationMethod;
  state: VerificationState;
  createTime: string;
};
export type ListVerificationsResponse = { verifications?: Verification[]; nextPageToken?: string };

export type VerifyLocationRequest = {
  method: VerificationMethod;
  languageCode?: string;
  emailAddress?: string;
  phoneNumber?: string;
  mailerContact?: string;
};
export type VerifyLocationResponse = { verification: Verification };

export type VerificationOption = {
  verificationMethod: VerificationMethod;
  phoneNumber?: string;
  addressData?: { business: string; address: PostalAddress; expectedDeliveryDaysRegion?: number };
  emailData?: { domain: string; user: string; isUserNameEditable: boolean };
};
export type FetchVerificationOptionsResponse = { options?: VerificationOption[] };

export type CompleteVerificationRequest = { pin: string };
export type CompleteVerificationResponse = { verification: Verification };

/** Why a location fails the guidelines (ComplyWithGuidelines.recommendationReason). */
export type RecommendationReason =
  | "RECOMMENDATION_REASON_UNSPECIFIED"
  | "BUSINESS_LOCATION_SUSPENDED"
  | "BUSINESS_LOCATION_DISABLED";

/**
 * GET v1/{name=locations/*}/VoiceOfMerchantState. Without voice of merchant, exactly one of the
 * actions (the union gain_voice_of_merchant_action) says what the location should do.
 */
export type VoiceOfMerchantState = {
  hasVoiceOfMerchant?: boolean;
  hasBusinessAuthority?: boolean;
  waitForVoiceOfMerchant?: Record<string, never>;
  verify?: { hasPendingVerification?: boolean };
  resolveOwnershipConflict?: Record<string, never>;
  complyWithGuidelines?: { recommendationReason?: RecommendationReason };
};

/** locations.getGoogleUpdated: Google's version of a location and what it changed. */
export type GoogleUpdatedLocation = {
  /** Google's version, projected by the readMask. */
  location: Location;
  /** The fields Google changed, comma-separated field paths ("title,phoneNumbers"). */
  diffMask?: string;
  /** The fields whose Google updates are not yet published to Maps and Search. */
  pendingMask?: string;
};

export type * from "./types-business";
export { PLACE_ACTION_TYPES } from "./types-business";
export type * from "./types-reviews";
export type * from "./types-qanda";
export type * from "./types-performance";
export {
  DAILY_METRICS,
  MAX_DAILY_METRICS_RANGE_DAYS,
  MAX_SEARCH_KEYWORDS_PAGE_SIZE,
} from "./types-performance";
export type * from "./types-media";
export { MEDIA_CATEGORIES, MEDIA_LIMITS } from "./types-media";
export type * from "./types-posts";
export { LOCAL_POST_ACTION_TYPES, LOCAL_POST_LIMITS, LOCAL_POST_TOPIC_TYPES } from "./types-posts";
