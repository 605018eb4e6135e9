// My Business Notifications API v1 (mybusinessnotifications.googleapis.com): an account's one
// notificationSetting names the Pub/Sub topic the service publishes to, and for what.

export const MAPS_NOTIFICATION_TYPES = [
  "GOOGLE_UPDATE",
  "NEW_REVIEW",
  "UPDATED_REVIEW",
  "NEW_CUSTOMER_MEDIA",
  "NEW_QUESTION",
  "UPDATED_QUESTION",
  "NEW_ANSWER",
  "UPDATED_ANSWER",
  "DUPLICATE_LOCATION",
  "LOSS_OF_VOICE_OF_MERCHANT",
  "VOICE_OF_MERCHANT_UPDATED",
] as const;
export type MapsNotificationType = (typeof MAPS_NOTIFICATION_TYPES)[number];

/** The rest are acknowledged and left alone. */
export const HANDLED_NOTIFICATION_TYPES = [
  "NEW_REVIEW",
  "UPDATED_REVIEW",
  "GOOGLE_UPDATE",
  "DUPLICATE_LOCATION",
  "VOICE_OF_MERCHANT_UPDATED",
] as const satisfies readonly MapsNotificationType[];
export type HandledNotificationType = (typeof HANDLED_NOTIFICATION_TYPES)[number];

export function isMapsNotificationType(value: unknown): value is MapsNotificationType {
  return (
    typeof value === "string" && (MAPS_NOTIFICATION_TYPES as readonly string[]).includes(value)
  );
}

export const PUBSUB_TOPIC_PATTERN =
  /^projects\/[a-z][a-z0-9-]{4,28}[a-z0-9]\/topics\/[A-Za-z][A-Za-z0-9\-_.~+%]{2,254}$/;

/** accounts/{accountId}/notificationSetting */
export type NotificationSetting = {
  name: string;
  /** Omitted (proto3 JSON) while unset. */
  pubsubTopic?: string;
  notificationTypes?: MapsNotificationType[];
};

export type NotificationSettingMaskPath = "pubsubTopic" | "notificationTypes";

// Arrives base64 in the Pub/Sub message's data; the location is accounts/{a}/locations/{l} or
// locations/{l}.
export type MapsNotificationData = {
  type: MapsNotificationType;
  location: string;
  review?: string;
};
