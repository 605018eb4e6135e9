import { z } from "zod";
import { isMapsNotificationType, type MapsNotificationData } from "@/lib/maps/types-notifications";

/** A maps notification is a few hundred bytes. */
export const PUSH_BODY_MAX_BYTES = 16 * 1024;

export const pushEnvelopeSchema = z.object({
  message: z.object({
    data: z.string().min(1).max(8192),
    messageId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
    attributes: z.record(z.string(), z.string()).optional(),
    publishTime: z.string().max(40).optional(),
  }),
  subscription: z.string().max(300),
});

const LOCATION = /^(?:accounts\/(\d{1,30})\/)?locations\/(\d{1,30})$/;
const REVIEW = /^accounts\/\d{1,30}\/locations\/\d{1,30}\/reviews\/[A-Za-z0-9_-]{1,200}$/;

const notificationSchema = z.object({
  type: z.string().refine(isMapsNotificationType, "Unknown notification type"),
  location: z.string().regex(LOCATION),
  review: z.string().regex(REVIEW).optional(),
});

export type ParsedNotification = MapsNotificationData & {
  googleId: string;
  account: string | null;
};

export function parseNotificationData(data: string): ParsedNotification | null {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(data, "base64").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = notificationSchema.safeParse(decoded);
  if (!parsed.success) return null;
  const [, accountId, locationId] = LOCATION.exec(parsed.data.location)!;
  return {
    ...(parsed.data as MapsNotificationData),
    googleId: `locations/${locationId}`,
    account: accountId ? `accounts/${accountId}` : null,
  };
}
