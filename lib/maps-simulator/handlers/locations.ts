import "server-only";
import { and, count, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { MAX_PAGE_SIZE, PAGE_LIMIT } from "@/lib/constants";
import type { GoogleUpdatedLocation, ListLocationsResponse, Location } from "@/lib/maps/types";
import { businessCaller, requireManagedAccount } from "../api-auth";
import { decodePageToken, nextPageToken, parsePageSize } from "../api-params";
import { json } from "../http";
import { checkLocationId, requireCallerLocation } from "../location-access";
import { parseLocationFilter, parseLocationOrder } from "../location-query";
import { parseReadMask, projectLocation } from "../read-mask";
import { applyGoogleEditsOverTime, googleUpdatedVersion } from "../google-updates";
import { simLocations } from "../schema";

const PAGE = { default: PAGE_LIMIT, max: MAX_PAGE_SIZE };

function toLocation(row: { id: string; data: Omit<Location, "name"> }): Location {
  return { name: `locations/${row.id}`, ...row.data };
}

export async function listLocations(request: Request, accountId: string): Promise<Response> {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  const params = new URL(request.url).searchParams;
  const readMask = parseReadMask(params.get("readMask"));
  const pageSize = parsePageSize(params.get("pageSize"), PAGE);
  const filters = parseLocationFilter(params.get("filter"));
  const order = parseLocationOrder(params.get("orderBy"));
  await requireManagedAccount(db, caller, accountId);
  // Google's own edits of the account's stores since it was last listed (off unless configured).
  if (!params.get("pageToken")) await applyGoogleEditsOverTime(db, accountId);
  const query = `locations|${accountId}|${params.get("filter") ?? ""}|${params.get("orderBy") ?? ""}`;
  const offset = decodePageToken(params.get("pageToken"), query);

  const where = and(eq(simLocations.accountId, accountId), ...filters);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: simLocations.id, data: simLocations.data })
      .from(simLocations)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset(offset),
    db.select({ total: count() }).from(simLocations).where(where),
  ]);
  const body: ListLocationsResponse = {};
  if (rows.length) body.locations = rows.map((row) => projectLocation(toLocation(row), readMask));
  const next = nextPageToken(offset, pageSize, total, query);
  if (next) body.nextPageToken = next;
  if (total) body.totalSize = total;
  return json(body);
}

export async function getLocation(request: Request, locationId: string): Promise<Response> {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  const readMask = parseReadMask(new URL(request.url).searchParams.get("readMask"));
  const location = await requireCallerLocation(db, caller, checkLocationId(locationId));
  return json(projectLocation(toLocation(location), readMask));
}

/**
 * GET locations/{id}:getGoogleUpdated?readMask=…: Google's version of the location (its own
 * edits over the merchant's), the fields it changed (diffMask) and those awaiting review
 * (pendingMask: none here, as the simulator's edits are published at once).
 */
export async function getGoogleUpdated(request: Request, locationId: string): Promise<Response> {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  const readMask = parseReadMask(new URL(request.url).searchParams.get("readMask"));
  const location = await requireCallerLocation(db, caller, checkLocationId(locationId));
  const google = await googleUpdatedVersion(db, location);
  const body: GoogleUpdatedLocation = {
    location: projectLocation(toLocation({ id: location.id, data: google.data }), readMask),
  };
  if (google.diffMask.length) body.diffMask = google.diffMask.join(",");
  return json(body);
}
