import { z } from "zod";
import { boundedText } from "@/lib/validation/bounded-text";
import { pageSchema } from "@/lib/validation/paging";
import { LISTING_HEALTH_STATES, PIN_PATTERN } from "./rules";

// Listing health as the page and the API send it. Errors are message keys
// (listingHealth.validation.*) on the field at fault.

const id = z.uuid({ message: "invalidId" });

export const LISTING_HEALTH_SORTS = ["SEVERITY", "LONGEST", "NAME"] as const;
export type ListingHealthSort = (typeof LISTING_HEALTH_SORTS)[number];

export const listingHealthFilterSchema = z.object({
  states: z.array(z.enum(LISTING_HEALTH_STATES)).max(LISTING_HEALTH_STATES.length).nullish(),
  /** Part of the store's name, code or city. */
  search: boundedText({ max: 100 }).nullish(),
  /** The selected workspace (the resolver checks it is the tenant's). */
  workspaceId: z.uuid({ message: "workspaceNotFound" }).nullish(),
});
export type ListingHealthFilter = z.output<typeof listingHealthFilterSchema>;

export const listingHealthListSchema = pageSchema.extend({
  filter: listingHealthFilterSchema.nullish().transform((filter) => filter ?? {}),
  sort: z
    .enum(LISTING_HEALTH_SORTS)
    .nullish()
    .transform((sort) => sort ?? "SEVERITY"),
});

export const verificationOptionsSchema = z.object({ locationId: id });

export const startVerificationSchema = z.object({
  locationId: id,
  method: z.enum(["ADDRESS", "EMAIL", "PHONE_CALL", "SMS", "AUTO"], { message: "pickMethod" }),
  /** EMAIL: the address the PIN goes to (the option's user at its domain). */
  emailAddress: z.email({ message: "invalidEmail" }).max(320).nullish(),
});
export type StartVerificationInput = z.output<typeof startVerificationSchema>;

export const completeVerificationSchema = z.object({
  locationId: id,
  pin: z
    .string()
    .transform((pin) => pin.replace(/\s+/g, ""))
    .pipe(z.string().regex(PIN_PATTERN, { message: "pinFormat" })),
});
export type CompleteVerificationInput = z.output<typeof completeVerificationSchema>;
