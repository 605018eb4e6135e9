import { z } from "zod";
import { MAX_PAGE_SIZE } from "@/lib/constants";

/** Where a store edit comes from (lib/approvals/gate.ts): the queue says so beside its diff. */
export const STORE_EDIT_SOURCES = [
  "EDIT",
  "BULK",
  "IMPORT",
  "HOLIDAYS",
  "GOOGLE_UPDATES",
  "GEOLOCATION",
  /** A new store (LOCATION_CREATE): its diff is every field against nothing. */
  "CREATE",
] as const;

/** The most roles a rule names; a tenant has far fewer. */
export const MAX_RULE_ROLES = 100;
export const REJECT_REASON_MAX = 500;

export const approvalRuleSchema = z.object({
  roleIds: z.array(z.uuid("unknownRole")).max(MAX_RULE_ROLES),
});
export type ApprovalRuleInput = z.output<typeof approvalRuleSchema>;

export const rejectEditSchema = z.object({
  id: z.uuid("approvalNotFound"),
  reason: z.string().trim().min(1, "reasonRequired").max(REJECT_REASON_MAX, "reasonTooLong"),
});
export type RejectEditInput = z.input<typeof rejectEditSchema>;

export const pendingApprovalsSchema = z.object({
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  offset: z.number().int().min(0).default(0),
  source: z.enum(STORE_EDIT_SOURCES).optional(),
});

export const approvalStoresSchema = z.object({
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  offset: z.number().int().min(0).default(0),
});
