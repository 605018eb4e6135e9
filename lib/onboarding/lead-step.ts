import "server-only";
import { and, count, eq } from "drizzle-orm";
import type { LeadStep } from "@/lib/auth/types";
import type { Db } from "@/lib/db/client";
import { locations, users } from "@/lib/db/schema";
import { OnboardingError } from "./errors";

export const LEAD_STEPS: readonly LeadStep[] = ["info", "locations", "insights", "user"];

/** Spec §4. */
export function nextLeadStep(step: LeadStep): LeadStep | null {
  return LEAD_STEPS[LEAD_STEPS.indexOf(step) + 1] ?? null;
}

export type LeadRef = { userId: string; tenantId: string };

export async function currentLeadStep(db: Db, lead: LeadRef): Promise<LeadStep | null> {
  const [row] = await db
    .select({ leadStep: users.leadStep })
    .from(users)
    .where(and(eq(users.id, lead.userId), eq(users.tenantId, lead.tenantId)))
    .limit(1);
  return row?.leadStep ?? null;
}

export async function countTenantLocations(
  db: Db,
  { tenantId }: { tenantId: string },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(locations)
    .where(eq(locations.tenantId, tenantId));
  return row?.n ?? 0;
}

// Steps are never skipped or undone, and insights needs the stores chosen first.
export async function advanceLeadStep(db: Db, lead: LeadRef, step: LeadStep): Promise<LeadStep> {
  const current = await currentLeadStep(db, lead);
  if (current === step) return step;
  if (!current || nextLeadStep(current) !== step)
    throw new OnboardingError("STEP_ERROR", `A lead at step ${current} cannot move to ${step}`);
  if (step === "locations")
    throw new OnboardingError("STEP_ERROR", "Save the user information to reach the locations");
  if (step === "insights" && (await countTenantLocations(db, { tenantId: lead.tenantId })) === 0)
    throw new OnboardingError("STEP_ERROR", "Choose the stores before the insights");
  await db
    .update(users)
    .set({ leadStep: step })
    .where(and(eq(users.id, lead.userId), eq(users.tenantId, lead.tenantId)));
  return step;
}

export function requireStep(current: LeadStep | null, allowed: readonly LeadStep[], what: string) {
  if (!current || !allowed.includes(current))
    throw new OnboardingError("STEP_ERROR", `${what} is not available at step ${current}`);
}
