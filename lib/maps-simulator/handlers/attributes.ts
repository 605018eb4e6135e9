import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import type { Attribute, Attributes } from "@/lib/maps/types";
import { businessCaller } from "../api-auth";
import { applyAttributes, parseAttributeMask, readMaskedAttributes } from "../attributes/validate";
import { findCategory } from "../categories";
import { json, notFound, readJsonObject } from "../http";
import { checkLocationId, requireCallerLocation } from "../location-access";
import { requireEditable } from "../location-writes";
import { chargeEdit } from "../quotas";
import { simLocations } from "../schema";

function resource(locationId: string, attributes: Attribute[]): Attributes {
  const body: Attributes = { name: `locations/${locationId}/attributes` };
  if (attributes.length) body.attributes = attributes;
  return body;
}

export async function getAttributes(request: Request, locationId: string): Promise<Response> {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  const location = await requireCallerLocation(db, caller, checkLocationId(locationId));
  const [row] = await db
    .select({ attributes: simLocations.attributes })
    .from(simLocations)
    .where(eq(simLocations.id, location.id));
  if (!row) throw notFound();
  return json(resource(location.id, row.attributes));
}

export async function updateAttributes(request: Request, locationId: string): Promise<Response> {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  checkLocationId(locationId);
  const mask = parseAttributeMask(new URL(request.url).searchParams.get("attributeMask"));
  const body = await readJsonObject(request);
  const location = await requireCallerLocation(db, caller, locationId);
  const primary = findCategory(location.data.categories?.primaryCategory?.name ?? "");
  const updates = readMaskedAttributes(body.attributes, mask, { food: primary?.group === "food" });
  requireEditable(location, new Set(["attributes"]));
  await chargeEdit(db, {
    clientId: caller.clientId,
    locationId: location.id,
    family: "mybusinessbusinessinformation",
  });

  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ attributes: simLocations.attributes })
      .from(simLocations)
      .where(eq(simLocations.id, location.id))
      .for("update");
    if (!row) throw notFound();
    const attributes = applyAttributes(row.attributes, updates, mask);
    await tx
      .update(simLocations)
      .set({ attributes, updatedAt: new Date() })
      .where(eq(simLocations.id, location.id));
    return attributes;
  });
  return json(resource(location.id, saved));
}
