import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { requireAdminKey } from "../admin-auth";
import { invalidArgument, json, readJsonObject } from "../http";
import { loadLocation } from "../location-access";
import { simLocations } from "../schema";
import { publishNotification } from "./publisher";

// What Google itself does to a location; each publishes to the account's topic if it asked for it.

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

// A listing found to duplicate another loses its voice of merchant.
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
