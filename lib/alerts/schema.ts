import { z } from "zod";
import { MAX_PAGE_SIZE } from "@/lib/constants";
import { ALERT_EVENT_KINDS, ALERT_MODES, MAX_WEBHOOK_URL, WEBHOOK_FORMATS } from "./rules";

/** A user's alert settings, as the Alerts tab sends them; the URL's rules are checked apart
 * (they differ in production). */
export const alertSettingsSchema = z.object({
  emailEnabled: z.boolean(),
  webhookUrl: z
    .string()
    .trim()
    .max(MAX_WEBHOOK_URL)
    .transform((value) => value || null)
    .nullable()
    .default(null),
  webhookFormat: z.enum(WEBHOOK_FORMATS).default("SLACK"),
  events: z
    .array(z.object({ kind: z.enum(ALERT_EVENT_KINDS), mode: z.enum(ALERT_MODES) }))
    .max(ALERT_EVENT_KINDS.length)
    .refine((list) => new Set(list.map((e) => e.kind)).size === list.length, "duplicateEvent"),
});
export type AlertSettingsInput = z.input<typeof alertSettingsSchema>;

export const alertDeliveriesSchema = z.object({
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  offset: z.number().int().min(0).max(100_000).default(0),
});
