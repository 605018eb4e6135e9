import { z } from "zod";
import { isUuid } from "@/lib/validation/ids";
import { boundedText } from "@/lib/validation/bounded-text";
import { POST_STATUSES, POST_STORE_STATUSES } from "./status";
import { POST_LIMITS, POST_TYPES } from "./options";
import { postPlanSchema } from "./rules";

const id = z.string().refine(isUuid, "invalidId");

export const postListSchema = z.object({
  filter: z
    .object({
      search: boundedText({ min: 2, max: 100 }).optional(),
      types: z.array(z.enum(POST_TYPES)).max(POST_TYPES.length).optional(),
      statuses: z.array(z.enum(POST_STATUSES)).max(POST_STATUSES.length).optional(),
      locationId: id.optional(),
      from: z.coerce.date().optional(),
      to: z.coerce.date().optional(),
      seriesId: id.optional(),
      workspaceId: id.optional(),
    })
    .default({}),
  sortBy: z.enum(["CREATED_AT", "PUBLISH_AT", "TITLE"]).default("CREATED_AT"),
  sortDirection: z.enum(["asc", "desc"]).default("desc"),
  limit: z.number().int().min(1).max(200).default(20),
  offset: z.number().int().min(0).default(0),
});

export const postStoresSchema = z.object({
  status: z.enum(POST_STORE_STATUSES).optional(),
  limit: z.number().int().min(1).max(100).default(20),
  offset: z.number().int().min(0).default(0),
});

/** Everything of PostInput but its content, which postContentSchema checks with the tenant's day. */
export const postRequestSchema = z
  .object({
    locationIds: z.array(id).max(POST_LIMITS.stores, "tooManyStores").optional(),
    workspaceId: id.optional(),
    templateId: id.optional(),
  })
  .and(postPlanSchema);

export const postAudienceSchema = z.object({
  locationIds: z.array(id).max(POST_LIMITS.stores, "tooManyStores").optional(),
  workspaceId: id.optional(),
});

export const templateNameSchema = boundedText({ min: 2, max: 60 });

/** A template keeps content without a day: its dates are checked when a post is made from it. */
export const TEMPLATE_TODAY = "0000-01-01";
