// Google My Business v4 local posts.
import type { TimeOfDay } from "./types-time";
import type { GoogleDate } from "./types-performance";

export const LOCAL_POST_TOPIC_TYPES = ["STANDARD", "EVENT", "OFFER", "ALERT"] as const;
/** ALERT is the service's notice type. */
export type LocalPostTopicType = (typeof LOCAL_POST_TOPIC_TYPES)[number];

export const LOCAL_POST_ACTION_TYPES = [
  "BOOK",
  "ORDER",
  "SHOP",
  "LEARN_MORE",
  "SIGN_UP",
  "CALL",
] as const;
export type LocalPostActionType = (typeof LOCAL_POST_ACTION_TYPES)[number];

export type LocalPostState = "PROCESSING" | "LIVE" | "REJECTED";

export const LOCAL_POST_LIMITS = {
  summaryMax: 1500,
  eventTitleMax: 58,
  couponCodeMax: 58,
  termsConditionsMax: 1500,
  media: 10,
} as const;

/** google.type.TimeOfDay in full: posts take seconds and nanos, which opening hours do not. */
export type PostTimeOfDay = TimeOfDay & { seconds?: number; nanos?: number };

export type LocalPostSchedule = {
  startDate: GoogleDate;
  startTime?: PostTimeOfDay;
  endDate: GoogleDate;
  endTime?: PostTimeOfDay;
};

export type LocalPostEvent = { title: string; schedule: LocalPostSchedule };

export type LocalPostOffer = {
  couponCode?: string;
  redeemOnlineUrl?: string;
  termsConditions?: string;
};

/** The post's button; `url` is required for every type but CALL, which dials the store. */
export type LocalPostCallToAction = { actionType: LocalPostActionType; url?: string };

export type LocalPostMedia = {
  /** "accounts/{a}/locations/{l}/media/localPosts/{mediaKey}"; output only. */
  name?: string;
  mediaFormat: "PHOTO";
  sourceUrl?: string;
  /** Output only: where the service serves the photo it fetched. */
  googleUrl?: string;
};

export type LocalPost = {
  /** "accounts/{a}/locations/{l}/localPosts/{postId}" */
  name: string;
  languageCode?: string;
  summary?: string;
  callToAction?: LocalPostCallToAction;
  createTime: string;
  updateTime: string;
  event?: LocalPostEvent;
  state: LocalPostState;
  media?: LocalPostMedia[];
  /** Where the post shows on Google; only while it is LIVE. */
  searchUrl?: string;
  topicType: LocalPostTopicType;
  offer?: LocalPostOffer;
};

export type LocalPostInput = {
  languageCode?: string;
  summary?: string;
  callToAction?: LocalPostCallToAction;
  event?: LocalPostEvent;
  media?: { mediaFormat: "PHOTO"; sourceUrl: string }[];
  topicType: LocalPostTopicType;
  offer?: LocalPostOffer;
};

export type LocalPostMaskPath =
  | keyof LocalPostInput
  | `event.${keyof LocalPostEvent}`
  | `offer.${keyof LocalPostOffer}`
  | `callToAction.${keyof LocalPostCallToAction}`;

export type ListLocalPostsResponse = { localPosts?: LocalPost[]; nextPageToken?: string };
