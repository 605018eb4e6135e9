import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import type { VerificationState } from "@/lib/maps/types";
import { requireAdminKey } from "../admin-auth";
import { invalidArgument, json, readJsonObject } from "../http";
import { loadLocation } from "../location-access";
import { publishNotification } from "../notifications/publisher";
import { simLocations, simLocationStanding, simVerifications } from "../schema";
import {
  isSimStanding,
  SIM_STANDINGS,
  standingFacts,
  syncVoiceOfMerchant,
  verificationPin,
  voiceOfMerchantFrom,
} from "../standing";

// What Google decides about a location's standing, made to happen by tests and demos: suspend,
// disable, an ownership conflict or a quality review (and clear it), lose the duplicate flag,
// drop its verification; and the PIN each pending verification "mailed".

const OUTCOMES: readonly VerificationState[] = ["PENDING", "COMPLETED", "FAILED"];

async function answer(db: Awaited<ReturnType<typeof getDb>>, locationId: string) {
  const facts = await standingFacts(db, locationId);
  return json({
    name: `locations/${locationId}`,
    standing: facts.standing,
    voiceOfMerchantState: voiceOfMerchantFrom(facts),
  });
}

/** POST _admin/locations/{id}:standing { standing: SUSPENDED|DISABLED|OWNERSHIP_CONFLICT|WAITING|null } */
export async function adminSetStanding(request: Request, locationId: string): Promise<Response> {
  requireAdminKey(request);
  const body = await readJsonObject(request);
  const standing = body.standing ?? null;
  if (standing !== null && !isSimStanding(standing))
    throw invalidArgument("standing", `One of ${SIM_STANDINGS.join(", ")}, or null`);
  const db = await getDb();
  const location = await loadLocation(db, locationId);
  const now = new Date();
  await db
    .insert(simLocationStanding)
    .values({ locationId: location.id, standing, updatedAt: now })
    .onConflictDoUpdate({
      target: simLocationStanding.locationId,
      set: { standing, updatedAt: now },
    });
  await syncVoiceOfMerchant(db, location.id);
  publishNotification(db, {
    accountId: location.accountId,
    locationId: location.id,
    type: "VOICE_OF_MERCHANT_UPDATED",
  });
  return answer(db, location.id);
}

/** POST _admin/locations/{id}:clearDuplicate: the listing no longer duplicates another. */
export async function adminClearDuplicate(request: Request, locationId: string): Promise<Response> {
  requireAdminKey(request);
  const db = await getDb();
  const location = await loadLocation(db, locationId);
  const metadata = { ...location.data.metadata };
  delete metadata.duplicateLocation;
  await db
    .update(simLocations)
    .set({ data: { ...location.data, metadata }, updatedAt: new Date() })
    .where(eq(simLocations.id, location.id));
  await syncVoiceOfMerchant(db, location.id);
  return answer(db, location.id);
}

/**
 * POST _admin/locations/{id}:dropVerification { nextOutcome?: PENDING|COMPLETED|FAILED }: Google
 * takes the location's verification away; its next verify call ends in `nextOutcome` (PENDING,
 * a PIN on its way, unless told otherwise).
 */
export async function adminDropVerification(
  request: Request,
  locationId: string,
): Promise<Response> {
  requireAdminKey(request);
  const body = await readJsonObject(request);
  const nextOutcome = body.nextOutcome ?? "PENDING";
  if (typeof nextOutcome !== "string" || !(OUTCOMES as readonly string[]).includes(nextOutcome))
    throw invalidArgument("nextOutcome", `One of ${OUTCOMES.join(", ")}`);
  const db = await getDb();
  const location = await loadLocation(db, locationId);
  const now = new Date();
  await db.delete(simVerifications).where(eq(simVerifications.locationId, location.id));
  await db
    .insert(simLocationStanding)
    .values({ locationId: location.id, nextVerifyOutcome: nextOutcome, updatedAt: now })
    .onConflictDoUpdate({
      target: simLocationStanding.locationId,
      set: { nextVerifyOutcome: nextOutcome, updatedAt: now },
    });
  await syncVoiceOfMerchant(db, location.id);
  publishNotification(db, {
    accountId: location.accountId,
    locationId: location.id,
    type: "VOICE_OF_MERCHANT_UPDATED",
  });
  return answer(db, location.id);
}

/** GET _admin/locations/{id}/verifications: each attempt, with the PIN mailed for pending ones. */
export async function adminListVerifications(
  request: Request,
  locationId: string,
): Promise<Response> {
  requireAdminKey(request);
  const db = await getDb();
  const location = await loadLocation(db, locationId);
  const rows = await db
    .select()
    .from(simVerifications)
    .where(eq(simVerifications.locationId, location.id))
    .orderBy(desc(simVerifications.createTime), desc(simVerifications.id));
  return json({
    verifications: rows.map((row) => ({
      name: `locations/${location.id}/verifications/${row.id}`,
      method: row.method,
      state: row.state,
      createTime: row.createTime.toISOString(),
      ...(row.state === "PENDING" ? { pin: verificationPin(row.id) } : {}),
    })),
  });
}
