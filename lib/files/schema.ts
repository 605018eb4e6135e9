import { z } from "zod";
import {
  RESOURCE_NAME_MAX,
  RESOURCE_NAME_PATTERN,
  RESOURCE_TAG_MAX,
  RESOURCE_TAGS_MAX,
  splitTags,
} from "./rules";

// Checked alike by the upload route, the rename form and the GraphQL mutations.

export const resourceNameSchema = z
  .string()
  .trim()
  .min(1, "NAME_REQUIRED")
  .max(RESOURCE_NAME_MAX, "NAME_INVALID")
  .regex(RESOURCE_NAME_PATTERN, "NAME_INVALID");

const tagSchema = z.string().trim().min(1).max(RESOURCE_TAG_MAX);

export const resourceTagsSchema = z
  .array(tagSchema, { error: "TAGS_INVALID" })
  .max(RESOURCE_TAGS_MAX, "TAGS_INVALID");

export const resourceUpdateSchema = z.object({
  id: z.uuid("invalidId"),
  name: resourceNameSchema.optional(),
  tags: z.array(z.string()).transform(splitTags).pipe(resourceTagsSchema).optional(),
});

export const resourceListSchema = z.object({
  search: z.string().trim().min(1).max(100).optional(),
  tag: z.string().trim().min(1).max(RESOURCE_TAG_MAX).optional(),
  kind: z.enum(["IMAGE", "VIDEO"]).optional(),
  limit: z.number().int().min(1).max(100).default(10),
  offset: z.number().int().min(0).max(1_000_000).default(0),
});
