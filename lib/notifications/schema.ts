import { z } from "zod";
import { MAX_PAGE_SIZE } from "@/lib/constants";
import { NOTIFICATION_TYPES } from "./types";

/** setIsReadUpdate (spec §7): the tenant and user must be the caller's own. */
export const setIsReadUpdateSchema = z.object({
  tenant: z.uuid(),
  userId: z.uuid(),
  objectsId: z
    .array(z.uuid())
    .min(1)
    .max(MAX_PAGE_SIZE * 5),
});
export type SetIsReadUpdateInput = z.input<typeof setIsReadUpdateSchema>;

export const listUpdatesBodySchema = z.object({ tenant: z.uuid(), userId: z.uuid() }).strict();

export const recordNotificationSchema = z.object({
  tenantId: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  subject: z.string().min(1).max(500),
  dedupeKey: z.string().max(200).default(""),
  infoUrl: z.array(z.string().min(1).max(2000)).max(20).default([]),
  locationId: z.uuid().nullable().default(null),
  locationName: z.string().max(500).optional(),
  createdAt: z.date().optional(),
});
export type RecordNotificationInput = z.input<typeof recordNotificationSchema>;
