import { z } from "zod";
import { NOTIFICATION_TYPES } from "@/lib/notifications/types";

export const DEVICE_PLATFORMS = ["ANDROID", "IOS", "WEB"] as const;
export type DevicePlatform = (typeof DEVICE_PLATFORMS)[number];

const base64url = z
  .string()
  .min(16)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+=*$/, "invalidKey");

/**
 * registerDevice: an FCM registration token of the mobile app, or for WEB a browser
 * subscription's endpoint (the token) with its keys.
 */
export const registerDeviceSchema = z
  .object({
    token: z.string().trim().min(1, "required").max(4096, "tooLong"),
    platform: z.enum(DEVICE_PLATFORMS),
    webPush: z.object({ p256dh: base64url, auth: base64url }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.platform !== "WEB") return;
    if (!value.webPush) ctx.addIssue({ code: "custom", path: ["webPush"], message: "required" });
    if (!URL.canParse(value.token))
      ctx.addIssue({ code: "custom", path: ["token"], message: "invalidEndpoint" });
  });
export type RegisterDeviceInput = z.input<typeof registerDeviceSchema>;

export const unregisterDeviceSchema = z.object({ id: z.uuid() });

/** The types the user wants pushed; every other type is turned off. */
export const notificationPreferencesSchema = z.object({
  enabledTypes: z.array(z.enum(NOTIFICATION_TYPES)).max(NOTIFICATION_TYPES.length),
});
export type NotificationPreferencesInput = z.input<typeof notificationPreferencesSchema>;
