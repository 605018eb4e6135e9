import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { businessCaller } from "../api-auth";
import { invalidArguments, json, notFound, readJsonObject } from "../http";
import { checkLocationId, requireCallerLocation } from "../location-access";
import {
  indexedColumns,
  locationResource,
  parseBool,
  requireEditable,
  requireFreeStoreCode,
  withDerived,
} from "../location-writes";
import { replaceGoogleUpdates } from "../google-updates";
import { chargeEdit } from "../quotas";
import { simAccounts, simLocations } from "../schema";
import { applyUpdateMask, parseUpdateMask, touchedFields } from "../update-mask";
import { checkLocationFields, type LocationData } from "../validate/location";

function checked(current: LocationData, body: Record<string, unknown>, paths: string[]) {
  const next = withDerived(applyUpdateMask(current, body, paths));
  const problems = checkLocationFields(next, touchedFields(paths));
  if (problems.length) throw invalidArguments(problems);
  return next;
}

// validateOnly answers {} and changes nothing; each real edit counts against the location's
// edits-per-minute quota.
export async function patchLocation(request: Request, locationId: string): Promise<Response> {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  checkLocationId(locationId);
  const params = new URL(request.url).searchParams;
  const paths = parseUpdateMask(params.get("updateMask"));
  const validateOnly = parseBool(params.get("validateOnly"), "validate_only");
  const body = await readJsonObject(request);
  const location = await requireCallerLocation(db, caller, locationId);
  const touched = touchedFields(paths);

  const next = checked(location.data, body, paths);
  requireEditable(location, touched);
  if (validateOnly) {
    if (touched.has("storeCode"))
      await requireFreeStoreCode(db, location.accountId, next.storeCode, location.id);
    return json({});
  }
  await chargeEdit(db, {
    clientId: caller.clientId,
    locationId: location.id,
    family: "mybusinessbusinessinformation",
  });

  const saved = await db.transaction(async (tx) => {
    // Store codes are unique per account: edits that set one are serialised on the account.
    if (touched.has("storeCode"))
      await tx
        .select({ id: simAccounts.id })
        .from(simAccounts)
        .where(eq(simAccounts.id, location.accountId))
        .for("update");
    const [row] = await tx
      .select({ data: simLocations.data })
      .from(simLocations)
      .where(eq(simLocations.id, location.id))
      .for("update");
    if (!row) throw notFound();
    // Applied to the row as it is now, so an edit that landed meanwhile is kept.
    const fresh = checked(row.data, body, paths);
    if (touched.has("storeCode"))
      await requireFreeStoreCode(tx, location.accountId, fresh.storeCode, location.id);
    // The fields it names replace Google's updates of them.
    const saved = await replaceGoogleUpdates(tx as unknown as Db, location.id, paths, fresh);
    await tx
      .update(simLocations)
      .set({ data: saved, ...indexedColumns(saved), updatedAt: new Date() })
      .where(eq(simLocations.id, location.id));
    return saved;
  });
  return json(locationResource(location.id, saved));
}
