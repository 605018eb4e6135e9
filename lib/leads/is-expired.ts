import "server-only";
import { and, eq } from "drizzle-orm";
import { isTrialExpired } from "@/lib/auth/user-access";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";

export type LeadTrial = { isLeads: boolean; tenantId: string | null; trialStartedAt: Date | null };

/**
 * Spec §7 isExpiredLeads: only leads with a tenant are asked; everyone else is false. The trial rule
 * itself (TRIAL_DAYS from the trial start) is the sign-in check's, so both always agree.
 */
export function isExpiredLead(lead: LeadTrial, now: Date = new Date()): boolean {
  return lead.tenantId !== null && isTrialExpired(lead, now);
}

/** isExpiredLead for a user of `tenantId`; false when the user is not in that tenant. */
export async function isExpiredLeadForUser(
  db: Db,
  { tenantId, userId, now }: { tenantId: string; userId: string; now?: Date },
): Promise<boolean> {
  const [row] = await db
    .select({
      isLeads: users.isLeads,
      tenantId: users.tenantId,
      trialStartedAt: users.trialStartedAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)))
    .limit(1);
  return row ? isExpiredLead(row, now) : false;
}
