// Business Information v1 shapes beyond the location's core (hours, attributes, categories), and
// Place Actions v1, as JSON on the wire.
import type { TimeOfDay, TimePeriod } from "./types";
import type { GoogleDate } from "./types-performance";

/** One exception to regular hours: a closed day, or hours spanning less than 24 hours. */
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

// ---- Attributes ---------------------------------------------------------------------------

export type AttributeValueType = "BOOL" | "ENUM" | "URL" | "REPEATED_ENUM";

export type Attribute = {
  /** "attributes/{attributeId}", e.g. "attributes/url_facebook". */
  name: string;
  /** Output only. */
  valueType?: AttributeValueType;
  /** BOOL and ENUM attributes: exactly one value. */
  values?: (boolean | string)[];
  repeatedEnumValue?: { setValues?: string[]; unsetValues?: string[] };
  /** URL attributes (social profiles, menus, bookings). */
  uriValues?: { uri: string }[];
};

export type Attributes = {
  /** "locations/{locationId}/attributes" */
  name: string;
  attributes?: Attribute[];
};

/** One value an ENUM, REPEATED_ENUM or BOOL attribute can take, with its name to show. */
export type AttributeValueMetadata = { value: boolean | string; displayName: string };

/** An attribute a location may set, as attributes.list describes it. */
export type AttributeMetadata = {
  /** The attribute's name: "attributes/{attributeId}". */
  parent: string;
  valueType: AttributeValueType;
  displayName: string;
  groupDisplayName?: string;
  /** Whether the attribute takes several values. */
  repeatable?: boolean;
  valueMetadata?: AttributeValueMetadata[];
  /** Updates of a deprecated attribute are accepted but not saved. */
  deprecated?: boolean;
};

export type ListAttributeMetadataResponse = {
  attributeMetadata?: AttributeMetadata[];
  nextPageToken?: string;
};

// ---- Categories ---------------------------------------------------------------------------

export type CategoryView = "BASIC" | "FULL";

export type ServiceType = { serviceTypeId: string; displayName: string };
export type MoreHoursType = {
  hoursTypeId: string;
  displayName: string;
  localizedDisplayName?: string;
};

/** A category as categories.list and batchGet return it; FULL adds the two lists. */
export type BusinessCategory = {
  /** "categories/gcid:{id}" */
  name: string;
  displayName: string;
  serviceTypes?: ServiceType[];
  moreHoursTypes?: MoreHoursType[];
};

export type ListCategoriesResponse = { categories?: BusinessCategory[]; nextPageToken?: string };
export type BatchGetCategoriesResponse = { categories?: BusinessCategory[] };

// ---- Place Actions v1 ---------------------------------------------------------------------

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
