import "server-only";
import { getDb } from "@/lib/db/client";
import { requireAdminKey } from "../admin-auth";
import { clearFaults, FAULT_STATUSES, queueFault } from "../faults";
import { invalidArgument, json, readJsonObject } from "../http";
import { loadLocation } from "../location-access";

const METHODS = ["GET", "POST", "PATCH", "PUT", "DELETE"];
const MAX_COUNT = 1000;

function locationIdOf(raw: unknown): string {
  const id = typeof raw === "string" ? raw.replace(/^locations\//, "") : "";
  if (!/^\d{1,30}$/.test(id)) throw invalidArgument("location", "Invalid location resource name");
  return id;
}

// A 400 may be FAILED_PRECONDITION instead of INVALID_ARGUMENT, and blames `field` in its details.
export async function adminQueueFault(request: Request): Promise<Response> {
  requireAdminKey(request);
  const body = await readJsonObject(request);
  const locationId = locationIdOf(body.location);
  const httpStatus = body.status;
  if (typeof httpStatus !== "number" || !(httpStatus in FAULT_STATUSES))
    throw invalidArgument("status", `One of ${Object.keys(FAULT_STATUSES).join(", ")}`);
  const count = body.count ?? 1;
  if (typeof count !== "number" || !Number.isInteger(count) || count < 1 || count > MAX_COUNT)
    throw invalidArgument("count", `An integer from 1 to ${MAX_COUNT}`);
  const googleStatus = body.googleStatus;
  if (googleStatus !== undefined && !(httpStatus === 400 && googleStatus === "FAILED_PRECONDITION"))
    throw invalidArgument("googleStatus", "Only FAILED_PRECONDITION, with status 400");
  const field = body.field;
  if (field !== undefined && (typeof field !== "string" || !field || field.length > 200))
    throw invalidArgument("field", "A field path");
  const method = typeof body.method === "string" ? body.method.toUpperCase() : body.method;
  if (method !== undefined && !METHODS.includes(method as string))
    throw invalidArgument("method", `One of ${METHODS.join(", ")}`);

  const db = await getDb();
  const location = await loadLocation(db, locationId);
  const fault = await queueFault(db, {
    locationId: location.id,
    httpStatus,
    googleStatus: googleStatus === "FAILED_PRECONDITION" ? googleStatus : undefined,
    field: field as string | undefined,
    method: method as string | undefined,
    count,
  });
  return json({
    name: `faults/${fault.id}`,
    location: `locations/${fault.locationId}`,
    status: fault.httpStatus,
    googleStatus: fault.googleStatus,
    remaining: fault.remaining,
    ...(fault.method ? { method: fault.method } : {}),
    ...(fault.field ? { field: fault.field } : {}),
  });
}

export async function adminClearFaults(request: Request, locationId: string): Promise<Response> {
  requireAdminKey(request);
  const db = await getDb();
  const cleared = await clearFaults(db, locationIdOf(locationId));
  return json({ cleared });
}
