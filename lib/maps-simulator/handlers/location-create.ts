import "server-only";
import { and, eq, max } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import type { LocationMetadata } from "@/lib/maps/types";
import { businessCaller, requireManagedAccount } from "../api-auth";
import { findCategory } from "../categories";
import {
  invalidArgument,
  invalidArguments,
  json,
  readJsonObject,
  type FieldViolation,
} from "../http";
import { simLocationId } from "../ids";
import {
  indexedColumns,
  locationResource,
  parseBool,
  requireFreeStoreCode,
  withDerived,
} from "../location-writes";
import { simAccounts, simCreateRequests, simLocations } from "../schema";
import { CHECKED_FIELDS, checkLocationFields, type LocationData } from "../validate/location";

const MAX_REQUEST_ID = 50;

/** Output-only fields are ignored, as at Google. */
function creatable(body: Record<string, unknown>): LocationData {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body))
    if (CHECKED_FIELDS.has(key) && value !== null && value !== undefined) data[key] = value;
  return withDerived({ openInfo: { status: "OPEN" }, ...data } as LocationData);
}

function problemsOf(data: LocationData): FieldViolation[] {
  const problems = checkLocationFields(data, ["title", "languageCode", ...Object.keys(data)]);
  if (!data.categories)
    problems.push({ field: "categories.primaryCategory", description: "Field is required" });
  if (!data.storefrontAddress && !data.serviceArea)
    problems.push({
      field: "storefrontAddress",
      description: "A storefront address or a service area is required",
    });
  return problems;
}

function newMetadata(data: LocationData): LocationMetadata {
  const group = findCategory(data.categories?.primaryCategory?.name ?? "")?.group;
  return {
    hasGoogleUpdated: false,
    hasPendingEdits: false,
    canDelete: true,
    canOperateLocalPost: false,
    canModifyServiceList: true,
    canHaveFoodMenus: group === "food",
    canOperateHealthData: false,
    canOperateLodgingData: false,
    canHaveBusinessCalls: false,
    hasVoiceOfMerchant: false,
  };
}

async function createdFor(db: Db, accountId: string, requestId: string) {
  const [row] = await db
    .select({ id: simLocations.id, data: simLocations.data })
    .from(simCreateRequests)
    .innerJoin(simLocations, eq(simLocations.id, simCreateRequests.locationId))
    .where(
      and(eq(simCreateRequests.accountId, accountId), eq(simCreateRequests.requestId, requestId)),
    )
    .limit(1);
  return row;
}

// A repeated requestId answers the location the first call created.
export async function createLocation(request: Request, accountId: string): Promise<Response> {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  const params = new URL(request.url).searchParams;
  const validateOnly = parseBool(params.get("validateOnly"), "validate_only");
  const requestId = params.get("requestId") || undefined;
  if (requestId && requestId.length > MAX_REQUEST_ID)
    throw invalidArgument("request_id", `At most ${MAX_REQUEST_ID} characters`);
  await requireManagedAccount(db, caller, accountId);
  const body = await readJsonObject(request);

  if (requestId && !validateOnly) {
    const earlier = await createdFor(db, accountId, requestId);
    if (earlier) return json(locationResource(earlier.id, earlier.data));
  }
  const data = creatable(body);
  const problems = problemsOf(data);
  if (problems.length) throw invalidArguments(problems);
  if (validateOnly) {
    await requireFreeStoreCode(db, accountId, data.storeCode);
    return json({});
  }

  const created = await db.transaction(async (tx) => {
    // New ids follow the account's last position: creations in one account take turns.
    await tx
      .select({ id: simAccounts.id })
      .from(simAccounts)
      .where(eq(simAccounts.id, accountId))
      .for("update");
    if (requestId) {
      const earlier = await createdFor(tx, accountId, requestId);
      if (earlier) return earlier;
    }
    await requireFreeStoreCode(tx, accountId, data.storeCode);
    const [last] = await tx
      .select({ position: max(simLocations.position) })
      .from(simLocations)
      .where(eq(simLocations.accountId, accountId));
    const position = (last?.position ?? -1) + 1;
    const id = simLocationId(accountId, position);
    const stored: LocationData = { ...data, metadata: newMetadata(data) };
    await tx.insert(simLocations).values({
      id,
      accountId,
      position,
      data: stored,
      ...indexedColumns(stored),
    });
    if (requestId)
      await tx.insert(simCreateRequests).values({ accountId, requestId, locationId: id });
    return { id, data: stored };
  });
  return json(locationResource(created.id, created.data));
}
