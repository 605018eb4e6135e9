import { z } from "zod";
import { boundedText } from "@/lib/validation/bounded-text";
import { pageSchema } from "@/lib/validation/paging";

// Google's changes as the page and the API send them. Errors are message keys
// (googleUpdates.validation.*) on the field at fault.

const id = z.uuid({ message: "invalidId" });
const field = z
  .string()
  .regex(/^[A-Za-z]+(\.[A-Za-z]+)?$/, { message: "invalidField" })
  .max(60, { message: "invalidField" });

export const GOOGLE_UPDATE_KEEPS = ["OURS", "GOOGLE"] as const;
export type GoogleUpdateKeep = (typeof GOOGLE_UPDATE_KEEPS)[number];

export const googleUpdatesFilterSchema = z.object({
  field: field.nullish(),
  locationId: id.nullish(),
  /** Part of the store's name or code. */
  search: boundedText({ max: 100 }).nullish(),
});
export type GoogleUpdatesFilter = z.output<typeof googleUpdatesFilterSchema>;

export const googleUpdatesListSchema = pageSchema.extend({
  filter: googleUpdatesFilterSchema.nullish().transform((filter) => filter ?? {}),
});

export const resolveGoogleUpdateSchema = z.object({
  locationId: id,
  field,
  keep: z.enum(GOOGLE_UPDATE_KEEPS, { message: "pickKeep" }),
});

/** The ticked rows (`ids`), or every row the filter matches. */
export const resolveGoogleUpdatesSchema = z
  .object({
    ids: z.array(id).max(1000, { message: "tooMany" }).nullish(),
    filter: googleUpdatesFilterSchema.nullish(),
    excludedIds: z.array(id).max(10_000, { message: "tooMany" }).nullish(),
    keep: z.enum(GOOGLE_UPDATE_KEEPS, { message: "pickKeep" }),
  })
  .refine((input) => Boolean(input.ids?.length) || Boolean(input.filter), {
    message: "pickRows",
    path: ["ids"],
  });
export type ResolveGoogleUpdatesInput = z.output<typeof resolveGoogleUpdatesSchema>;
