import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { VerificationState, VoiceOfMerchantState } from "@/lib/maps/types";
import { hash32 } from "./ids";
import { simLocations, simLocationStanding, simVerifications } from "./schema";

// A location's voice of merchant, derived from what the simulator knows of it: Google's own
// decision (its standing, set by the admin API), whether it duplicates another, and its newest
// verification. Exactly one action is recommended while it lacks voice of merchant.

export const SIM_STANDINGS = ["SUSPENDED", "DISABLED", "OWNERSHIP_CONFLICT", "WAITING"] as const;
export type SimStanding = (typeof SIM_STANDINGS)[number];

export const isSimStanding = (value: unknown): value is SimStanding =>
  typeof value === "string" && (SIM_STANDINGS as readonly string[]).includes(value);

export type StandingFacts = {
  standing: SimStanding | null;
  duplicate: boolean;
  latestVerification: VerificationState | null;
};

export function voiceOfMerchantFrom(facts: StandingFacts): VoiceOfMerchantState {
  const verified = facts.latestVerification === "COMPLETED";
  const conflict = facts.standing === "OWNERSHIP_CONFLICT" || facts.duplicate;
  const base = { hasVoiceOfMerchant: false, hasBusinessAuthority: verified && !conflict };
  if (facts.standing === "SUSPENDED" || facts.standing === "DISABLED")
    return {
      ...base,
      complyWithGuidelines: {
        recommendationReason:
          facts.standing === "SUSPENDED"
            ? "BUSINESS_LOCATION_SUSPENDED"
            : "BUSINESS_LOCATION_DISABLED",
      },
    };
  if (conflict) return { ...base, resolveOwnershipConflict: {} };
  if (!verified)
    return { ...base, verify: { hasPendingVerification: facts.latestVerification === "PENDING" } };
  if (facts.standing === "WAITING") return { ...base, waitForVoiceOfMerchant: {} };
  return { hasVoiceOfMerchant: true, hasBusinessAuthority: true };
}

export async function standingFacts(db: Db, locationId: string): Promise<StandingFacts> {
  const [location] = await db
    .select({ data: simLocations.data, standing: simLocationStanding.standing })
    .from(simLocations)
    .leftJoin(simLocationStanding, eq(simLocationStanding.locationId, simLocations.id))
    .where(eq(simLocations.id, locationId))
    .limit(1);
  const [latest] = await db
    .select({ state: simVerifications.state })
    .from(simVerifications)
    .where(eq(simVerifications.locationId, locationId))
    .orderBy(desc(simVerifications.createTime))
    .limit(1);
  return {
    standing: isSimStanding(location?.standing) ? location.standing : null,
    duplicate: Boolean(location?.data.metadata?.duplicateLocation),
    latestVerification: (latest?.state as VerificationState | undefined) ?? null,
  };
}

/** Keeps the location's metadata.hasVoiceOfMerchant as the derived state says. */
export async function syncVoiceOfMerchant(db: Db, locationId: string): Promise<void> {
  const state = voiceOfMerchantFrom(await standingFacts(db, locationId));
  const [location] = await db
    .select({ data: simLocations.data })
    .from(simLocations)
    .where(eq(simLocations.id, locationId));
  if (!location) return;
  const has = Boolean(state.hasVoiceOfMerchant);
  if (Boolean(location.data.metadata?.hasVoiceOfMerchant) === has) return;
  await db
    .update(simLocations)
    .set({
      data: { ...location.data, metadata: { ...location.data.metadata, hasVoiceOfMerchant: has } },
      updatedAt: new Date(),
    })
    .where(eq(simLocations.id, locationId));
}

/** The PIN "mailed" for a verification: fixed per verification, so the admin API can tell it. */
export function verificationPin(verificationId: string): string {
  return String(100000 + (hash32(`pin:${verificationId}`) % 900000));
}

/** The outcome the admin API chose for the location's next verify call, taken once. */
export async function takeNextVerifyOutcome(
  db: Db,
  locationId: string,
): Promise<VerificationState | null> {
  const [row] = await db
    .select({ outcome: simLocationStanding.nextVerifyOutcome })
    .from(simLocationStanding)
    .where(eq(simLocationStanding.locationId, locationId));
  if (!row?.outcome) return null;
  await db
    .update(simLocationStanding)
    .set({ nextVerifyOutcome: null, updatedAt: new Date() })
    .where(eq(simLocationStanding.locationId, locationId));
  return row.outcome as VerificationState;
}
