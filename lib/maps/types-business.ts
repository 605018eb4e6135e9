// Business Information v1 beyond the location's core, and Place Actions v1.
import type { TimeOfDay, TimePeriod } from "./types-time";
import type { GoogleDate } from "./types-performance";

export type SpecialHourPeriod = {
  startDate: GoogleDate;
  /** Defaults to startDate; at most the day after it. */
  endDate?: GoogleDate;
  openTime?: TimeOfDay;
  closeTime?: TimeOfDay;
  closed?: boolean;
};
export type SpecialHours = { specialHourPeriods: SpecialHourPeriod[] };

export type MoreHours = { hoursTypeId: string; periods: TimePeriod[] };

export type ServiceAreaBusiness = {
  businessType: "CUSTOMER_LOCATION_ONLY" | "CUSTOMER_AND_BUSINESS_LOCATION";
  places?: { placeInfos?: { placeName: string; placeId: string }[] };
  regionCode?: string;
};

export type AttributeValueType = "BOOL" | "ENUM" | "URL" | "REPEATED_ENUM";

export type Attribute = {
  /** "attributes/{attributeId}", e.g. "attributes/url_facebook". */
  name: string;
  /** Output only. */
  valueType?: AttributeValueType;
  values?: (boolean | string)[];
  repeatedEnumValue?: { setValues?: string[]; unsetValues?: string[] };
  uriValues?: { uri: string }[];
};

export type Attributes = {
  name: string;
  attributes?: Attribute[];
};

export type AttributeValueMetadata = { value: boolean | string; displayName: string };

export type AttributeMetadata = {
  parent: string;
  valueType: AttributeValueType;
  displayName: string;
  groupDisplayName?: string;
  repeatable?: boolean;
  valueMetadata?: AttributeValueMetadata[];
  /** Updates of a deprecated attribute are accepted but not saved. */
  deprecated?: boolean;
};

export type ListAttributeMetadataResponse = {
  attributeMetadata?: AttributeMetadata[];
  nextPageToken?: string;
};

export type CategoryView = "BASIC" | "FULL";

export type ServiceType = { serviceTypeId: string; displayName: string };
export type MoreHoursType = {
  hoursTypeId: string;
  displayName: string;
  localizedDisplayName?: string;
};

export type BusinessCategory = {
  /** "categories/gcid:{id}" */
  name: string;
  displayName: string;
  serviceTypes?: ServiceType[];
  moreHoursTypes?: MoreHoursType[];
};

export type ListCategoriesResponse = { categories?: BusinessCategory[]; nextPageToken?: string };
export type BatchGetCategoriesResponse = { categories?: BusinessCategory[] };

export const PLACE_ACTION_TYPES = [
  "APPOINTMENT",
  "ONLINE_APPOINTMENT",
  "DINING_RESERVATION",
  "FOOD_ORDERING",
  "FOOD_DELIVERY",
  "FOOD_TAKEOUT",
  "SHOP_ONLINE",
] as const;
export type PlaceActionType = (typeof PLACE_ACTION_TYPES)[number];

export type PlaceActionLink = {
  /** "locations/{locationId}/placeActionLinks/{linkId}"; ignored on create. */
  name?: string;
  /** Output only. */
  providerType?: "MERCHANT" | "AGGREGATOR_3P";
  /** Output only. */
  isEditable?: boolean;
  uri: string;
  placeActionType: PlaceActionType;
  isPreferred?: boolean;
  /** Output only (RFC 3339). */
  createTime?: string;
  updateTime?: string;
};

export type ListPlaceActionLinksResponse = {
  placeActionLinks?: PlaceActionLink[];
  nextPageToken?: string;
};
