import { z } from "zod";

export const EVENT_USER_TYPES = ["storeplus", "gbp"] as const;
export type EventUserType = (typeof EVENT_USER_TYPES)[number];

export const EVENT_TEXT_MAX = 100;
export const EVENT_PARAMS_MAX_BYTES = 4096;
export const EVENT_BODY_MAX_BYTES = 8192;

const text = z.string().trim().min(1).max(EVENT_TEXT_MAX);

const paramsSchema = z
  .record(z.string().max(EVENT_TEXT_MAX), z.unknown())
  .default({})
  .refine(
    (params) => new TextEncoder().encode(JSON.stringify(params)).length <= EVENT_PARAMS_MAX_BYTES,
    {
      message: `params must be at most ${EVENT_PARAMS_MAX_BYTES} bytes of JSON`,
    },
  );

// `user`, `tenant` and `usertype` are accepted for the old payload but never trusted: the server
// takes them from the session.
export const newEventSchema = z.object({
  module: text,
  name: text,
  user: z.string().max(EVENT_TEXT_MAX).optional(),
  tenant: z.string().max(EVENT_TEXT_MAX).optional(),
  usertype: z.enum(EVENT_USER_TYPES).optional(),
  eventdate: z.iso.datetime({ offset: true }).optional(),
  source: text,
  params: paramsSchema,
});

export const trackEventRequestSchema = z.object({
  schema: z.string().max(EVENT_TEXT_MAX).optional(),
  newEvent: newEventSchema,
});

export type NewEventInput = z.input<typeof newEventSchema>;
export type TrackEventRequest = z.input<typeof trackEventRequestSchema>;
