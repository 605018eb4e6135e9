import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { requireAdminKey } from "../admin-auth";
import { invalidArgument, json, readJsonObject } from "../http";
import { loadLocation } from "../location-access";
import {
  applyGoogleEdit,
  drawGoogleEdit,
  GOOGLE_EDITABLE_FIELDS,
  googleUpdatedVersion,
} from "../google-updates";
import { simLocations } from "../schema";
import { publishNotification } from "./publisher";

// What Google itself does to a location; each publishes to the account's topic if it asked for it.

/**
 * POST _admin/locations/{id}:googleUpdate { title?, phoneNumbers?, websiteUri?, regularHours?,
 * categories?, storefrontAddress?, profile?: { description } }: Google changes those fields of the
 * location now (an empty body: one change drawn as Google's edits over time are). Answers Google's
 * version and its diffMask, as getGoogleUpdated does.
 */
export async function adminGoogleUpdate(request: Request, locationId: string): Promise<Response> {
  requireAdminKey(request);
  const body = await readJsonObject(request);
  const db = await getDb();
  const location = await loadLocation(db, locationId);
  const edits: Record<string, unknown> = {};
  for (const field of GOOGLE_EDITABLE_FIELDS) {
    const [top, sub] = field.split(".") as [string, string | undefined];
    const value = sub ? (body[top] as Record<string, unknown> | undefined)?.[sub] : body[top];
    if (value !== undefined) edits[field] = typeof value === "string" ? value.trim() : value;
  }
  const unknown = Object.keys(body).filter(
    (key) => !GOOGLE_EDITABLE_FIELDS.some((field) => field.split(".")[0] === key),
  );
  if (unknown.length)
    throw invalidArgument(unknown[0]!, `One of ${GOOGLE_EDITABLE_FIELDS.join(", ")}`);
  if (typeof edits.title === "string" && !edits.title)
    throw invalidArgument("title", "Must be a non-empty string");
  const changes = Object.keys(edits).length
    ? edits
    : drawGoogleEdit(location.data, `${location.id}:${Date.now()}`);
  await applyGoogleEdit(db, location, changes);
  return googleUpdatedAnswer(db, location.id);
}

async function googleUpdatedAnswer(db: Awaited<ReturnType<typeof getDb>>, locationId: string) {
  const location = await loadLocation(db, locationId);
  const google = await googleUpdatedVersion(db, location);
  return json({
    name: `locations/${location.id}`,
    location: { name: `locations/${location.id}`, ...location.data },
    googleUpdated: {
      location: { name: `locations/${location.id}`, ...google.data },
      diffMask: google.diffMask.join(","),
    },
  });
}

/** GET _admin/locations/{id}/googleUpdated: the merchant's resource and Google's version of it. */
export async function adminGetGoogleUpdated(
  request: Request,
  locationId: string,
): Promise<Response> {
  requireAdminKey(request);
  return googleUpdatedAnswer(await getDb(), locationId);
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
