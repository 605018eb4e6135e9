// Google My Business v4 media (accounts.locations.media and media.customers).

export type MediaFormat = "PHOTO" | "VIDEO";

/** Where a media item shows on the profile; COVER and PROFILE/LOGO hold one item each. */
export const MEDIA_CATEGORIES = [
  "COVER",
  "PROFILE",
  "LOGO",
  "EXTERIOR",
  "INTERIOR",
  "PRODUCT",
  "AT_WORK",
  "FOOD_AND_DRINK",
  "MENU",
  "COMMON_AREA",
  "ROOMS",
  "TEAMS",
  "ADDITIONAL",
] as const;
export type MediaCategory = (typeof MEDIA_CATEGORIES)[number];

// The service's photo and video guidelines; the product checks uploads against these first.
export const MEDIA_LIMITS = {
  photoMinBytes: 10 * 1024,
  photoMaxBytes: 5 * 1024 * 1024,
  photoMinPixels: 250,
  videoMaxBytes: 75 * 1024 * 1024,
  videoMaxSeconds: 30,
  /** 720p: the shorter side of a video. */
  videoMinPixels: 720,
} as const;

export type MediaLocationAssociation = { category?: MediaCategory; priceListItemId?: string };

/** The service requires showing it as given. */
export type MediaAttribution = {
  profileName: string;
  profilePhotoUrl?: string;
  takedownUrl?: string;
  profileUrl?: string;
};

export type MediaItem = {
  /** A customer's item is "…/media/customers/{mediaKey}", the name media.customers.get takes. */
  name: string;
  mediaFormat: MediaFormat;
  /** Present on the owner's items (media.create requires it); absent on customers'. */
  locationAssociation?: MediaLocationAssociation;
  /** For a video, a preview image. */
  googleUrl?: string;
  thumbnailUrl?: string;
  createTime: string;
  dimensions?: { widthPixels: number; heightPixels: number };
  /** viewCount is an int64, so a decimal string on the wire. */
  insights?: { viewCount: string };
  attribution?: MediaAttribution;
  description?: string;
  sourceUrl?: string;
};

export type ListMediaItemsResponse = {
  mediaItems?: MediaItem[];
  totalMediaItemCount?: number;
  nextPageToken?: string;
};

export type ListCustomerMediaItemsResponse = ListMediaItemsResponse;

export type CreateMediaItemInput = {
  mediaFormat: MediaFormat;
  locationAssociation: { category: MediaCategory };
  sourceUrl: string;
  description?: string;
};
