import { z } from "zod";
import { latlngSchema } from "@/lib/stores/schema";
import { MAX_ACCURACY_METERS, PROPOSALS_SHOWN } from "./rules";

export const pinLinkSchema = z.object({
  locationId: z.uuid({ message: "storeNotFound" }),
});
export type PinLinkInput = z.infer<typeof pinLinkSchema>;

export const pinProposalsSchema = z.object({
  locationId: z.uuid({ message: "storeNotFound" }),
  limit: z.number().int().min(1).max(PROPOSALS_SHOWN).default(PROPOSALS_SHOWN),
});

/** What the phone sends: the link's token and the browser's position. */
export const pinProposalSchema = latlngSchema.extend({
  token: z.string().min(1).max(100),
  accuracy: z.number().min(0).max(MAX_ACCURACY_METERS, "accuracyTooLow"),
});
export type PinProposalInput = z.infer<typeof pinProposalSchema>;

export const proposalIdSchema = z.uuid({ message: "proposalNotFound" });
