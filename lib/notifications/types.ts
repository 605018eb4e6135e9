// Spec §8 types; spec §2 "Notifications panel" targets.
import { isBuiltRoute } from "@/lib/auth/permissions";

export const NOTIFICATION_TYPES = [
  "REVIEW_NEW",
  "REVIEW_UPDATE",
  "REVIEW_APPROVED_REPORTED",
  "REVIEW_REJECTED_REPORTED",
  "MEDIA_APPROVED_REPORTED",
  "MEDIA_REJECTED_REPORTED",
  "REVIEW_RESPONSE_AUTOMATIC",
  "LOCATION_DUPLICATE",
  /** Listing health (lib/listing-health): Google suspended or disabled a store, or another owns it. */
  "LOCATION_SUSPENDED",
  "LOCATION_DISABLED",
  "LOCATION_OWNERSHIP_CONFLICT",
  /** Google changed a store's listing on its own (lib/google-updates). */
  "GOOGLE_UPDATE",
  "REGULAR_HOUR_ERROR",
  "SPECIAL_HOUR_ERROR",
  "OPEN_INFO_ERROR",
  "ATTRIBUTES_ERROR",
  "PHONE_NUMBERS_ERROR",
  "STORE_CODE_ERROR",
  "CATEGORIES_ERROR",
  "ADDRESS_ERROR",
  "LOCATION_ERROR",
  "LOCATION_INFO",
  /** A customer wrote to a store (direct messages). */
  "MESSAGE_NEW",
  /** An ADMIN rejected a store edit that waited for approval (lib/approvals). */
  "EDIT_REJECTED",
  /** Someone at a store proposed its map pin through a link (lib/geolocation). */
  "LOCATION_PIN_PROPOSED",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === "string" && (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

/** A store's standing on the maps service: its listing health says what to do. */
const LISTING_HEALTH_TYPES: readonly NotificationType[] = [
  "LOCATION_DUPLICATE",
  "LOCATION_SUSPENDED",
  "LOCATION_DISABLED",
  "LOCATION_OWNERSHIP_CONFLICT",
];

export function notificationTarget(
  type: NotificationType,
):
  | "/apps/reviews"
  | "/apps/media"
  | "/apps/stores"
  | "/apps/stores/health"
  | "/apps/stores/google-updates"
  | "/apps/direct-messages"
  | "/apps/edit-location" {
  if (type === "LOCATION_PIN_PROPOSED") return "/apps/edit-location";
  if (type === "MESSAGE_NEW") return "/apps/direct-messages";
  if (LISTING_HEALTH_TYPES.includes(type)) return "/apps/stores/health";
  if (type === "GOOGLE_UPDATE") return "/apps/stores/google-updates";
  if (type.startsWith("REVIEW_")) return "/apps/reviews";
  if (type.startsWith("MEDIA_")) return "/apps/media";
  return "/apps/stores";
}

// Until the module has its page the notification says "coming soon" and navigates nowhere.
export function notificationOpensPage(type: NotificationType): boolean {
  return isBuiltRoute(notificationTarget(type));
}

/** Repeated once per URL. */
export const INFO_URL_PARAM = "infoUrl";

export function notificationHref(type: NotificationType, infoUrls: readonly string[]): string {
  const params = new URLSearchParams();
  for (const url of infoUrls) params.append(INFO_URL_PARAM, url);
  const query = params.toString();
  return query ? `${notificationTarget(type)}?${query}` : notificationTarget(type);
}

/** The group's counts still cover all of them. */
export const MAX_UPDATES_PER_GROUP = 50;

export type NotificationUpdate = {
  objectId: string;
  infoUrl: string[];
  isRead: boolean;
  location: { locationName: string };
};
export type NotificationGroup = {
  _id: NotificationType;
  countLocationsIsRead: number;
  countLocationsNotRead: number;
  updates: NotificationUpdate[];
};
