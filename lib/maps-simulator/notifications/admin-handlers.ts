import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { requireAdminKey } from "../admin-auth";
import { invalidArgument, json, readJsonObject } from "../http";
import { loadLocation } from "../location-access";
import { simLocations } from "../schema";
import { publishNotification } from "./publisher";

// The simulator's admin API for what Google itself does to a location: edit it (a GOOGLE_UPDATE
// the owner should review) or find it duplicates another listing. Each publishes its
// notification to the account's topic, if the account asked for it.

/** POST _admin/locations/{locationId}:googleUpdate {title?}: Google changes the listing. */
export async function adminGoogleUpdate(request: Request, locationId: string): Promise<Response> {
  requireAdminKey(request);
  const body = await readJsonObject(request);
  if (body.title !== undefined && (typeof body.title !== "string" || !body.title.trim()))
    throw invalidArgument("title", "Must be a non-empty string");
  const db = await getDb();
  const location = await loadLocation(db, locationId);
  const data = {
    ...location.data,
    ...(typeof body.title === "string" ? { title: body.title.trim().slice(0, 100) } : {}),
    metadata: { ...location.data.metadata, hasGoogleUpdated: true },
  };
  await db
    .update(simLocations)
    .set({ data, ...(data.title ? { title: data.title } : {}), updatedAt: new Date() })
    .where(eq(simLocations.id, location.id));
  publishNotification(db, {
    accountId: location.accountId,
    locationId: location.id,
    type: "GOOGLE_UPDATE",
  });
  return json({ name: `locations/${location.id}`, ...data });
}

/**
 * POST _admin/locations/{locationId}:markDuplicate {duplicateOf: "locations/{id}"}: Google finds
 * the listing duplicates another one; it loses its voice of merchant.
 */
export async function adminMarkDuplicate(request: Request, locationId: string): Promise<Response> {
  requireAdminKey(request);
  const body = await readJsonObject(request);
  const of =
    typeof body.duplicateOf === "string" ? body.duplicateOf.replace(/^locations\//, "") : "";
  if (!/^\d{1,30}$/.test(of) || of === locationId)
    throw invalidArgument("duplicateOf", "Another location's resource name");
  const db = await getDb();
  const location = await loadLocation(db, locationId);
  await loadLocation(db, of);
  const data = {
    ...location.data,
    metadata: {
      ...location.data.metadata,
      duplicateLocation: `locations/${of}`,
      hasVoiceOfMerchant: false,
    },
  };
  await db
    .update(simLocations)
    .set({ data, updatedAt: new Date() })
    .where(eq(simLocations.id, location.id));
  publishNotification(db, {
    accountId: location.accountId,
    locationId: location.id,
    type: "DUPLICATE_LOCATION",
  });
  return json({ name: `locations/${location.id}`, ...data });
}
