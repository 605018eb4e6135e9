import "server-only";
import { and, eq } from "drizzle-orm";
import type { LeadStep } from "@/lib/auth/types";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { toE164, type UserInfo } from "@/lib/onboarding/schema";
import { currentLeadStep, requireStep, type LeadRef } from "./lead-step";

// A lead at the locations step may correct them again.
export async function saveLeadUserInfo(db: Db, lead: LeadRef, info: UserInfo): Promise<LeadStep> {
  requireStep(
    await currentLeadStep(db, lead),
    ["info", "locations"],
    "Saving the user information",
  );
  const country = info.country as Parameters<typeof toE164>[1];
  await db
    .update(users)
    .set({
      firstName: info.firstName,
      lastName: info.lastName,
      business: info.business,
      country,
      phone: toE164(info.phone, country),
      storeNumber: info.storeNumber,
      position: info.position || null,
      leadStep: "locations",
    })
    .where(and(eq(users.id, lead.userId), eq(users.tenantId, lead.tenantId)));
  return "locations";
}
