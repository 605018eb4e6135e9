import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import type { CompleteVerificationResponse, VerificationMethod } from "@/lib/maps/types";
import { businessCaller } from "../api-auth";
import { failedPrecondition, invalidArgument, json, notFound, readJsonObject } from "../http";
import { requireCallerLocation } from "../location-access";
import { simVerifications } from "../schema";
import { standingFacts, verificationPin, voiceOfMerchantFrom } from "../standing";
import { publishVerified } from "./verify";

// Verifications v1: GET locations/{id}/VoiceOfMerchantState and
// POST locations/{id}/verifications/{v}:complete.

export async function getVoiceOfMerchantState(
  request: Request,
  locationId: string,
): Promise<Response> {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  const location = await requireCallerLocation(db, caller, locationId);
  return json(voiceOfMerchantFrom(await standingFacts(db, location.id)));
}

export async function completeVerification(
  request: Request,
  locationId: string,
  verificationId: string,
): Promise<Response> {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  const body = await readJsonObject(request);
  if (typeof body.pin !== "string" || !body.pin.trim())
    throw invalidArgument("pin", "Field is required");
  const location = await requireCallerLocation(db, caller, locationId);
  const [row] = await db
    .select()
    .from(simVerifications)
    .where(
      and(eq(simVerifications.id, verificationId), eq(simVerifications.locationId, location.id)),
    )
    .limit(1);
  if (!row) throw notFound();
  const name = `locations/${location.id}/verifications/${row.id}`;
  if (row.state !== "PENDING")
    throw failedPrecondition(
      "VERIFICATION_NOT_PENDING",
      name,
      `Verification is ${row.state.toLowerCase()}, not pending.`,
    );
  if (body.pin.trim() !== verificationPin(row.id))
    throw invalidArgument("pin", "The PIN is incorrect.", "The provided PIN is incorrect.");
  const now = new Date();
  await db
    .update(simVerifications)
    .set({ state: "COMPLETED" })
    .where(eq(simVerifications.id, row.id));
  await publishVerified(db, location, now);
  const response: CompleteVerificationResponse = {
    verification: {
      name,
      method: row.method as VerificationMethod,
      state: "COMPLETED",
      createTime: row.createTime.toISOString(),
    },
  };
  return json(response);
}
