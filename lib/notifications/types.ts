// Notification types of spec §8 and where opening one leads (spec §2 "Notifications panel").
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
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === "string" && (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

/** Review types open the reviews module, media types the media module, the rest the stores module. */
export function notificationTarget(
  type: NotificationType,
): "/apps/reviews" | "/apps/media" | "/apps/stores" {
  if (type.startsWith("REVIEW_")) return "/apps/reviews";
  if (type.startsWith("MEDIA_")) return "/apps/media";
  return "/apps/stores";
}

/**
 * Whether opening a notification of this type can go to its module: until the module has its page
 * (the route table's `built`) the notification says "coming soon" and navigates nowhere.
 */
export function notificationOpensPage(type: NotificationType): boolean {
  return isBuiltRoute(notificationTarget(type));
}

/** Query parameter carrying the related info URLs to the target page (repeated once per URL). */
export const INFO_URL_PARAM = "infoUrl";

/** Builds the address an opened notification navigates to. */
export function notificationHref(type: NotificationType, infoUrls: readonly string[]): string {
  const params = new URLSearchParams();
  for (const url of infoUrls) params.append(INFO_URL_PARAM, url);
  const query = params.toString();
  return query ? `${notificationTarget(type)}?${query}` : notificationTarget(type);
}

/** Most updates listed per group (the newest); the group's counts still cover all of them. */
export const MAX_UPDATES_PER_GROUP = 50;

/** Group (spec §3 "Notification group") as the API and the panel see it. */
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
