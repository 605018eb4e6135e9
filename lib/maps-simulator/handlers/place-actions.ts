import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, count, eq } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { MAX_PLACE_ACTION_LINKS_PAGE_SIZE } from "@/lib/maps/client-place-actions";
import { PLACE_ACTION_TYPES, type ListPlaceActionLinksResponse } from "@/lib/maps/types";
import { businessCaller } from "../api-auth";
import { decodePageToken, nextPageToken, parsePageSize } from "../api-params";
import { invalidArgument, json, notFound, readJsonObject } from "../http";
import { checkLocationId, requireCallerLocation } from "../location-access";
import { requireEditable } from "../location-writes";
import { chargeEdit } from "../quotas";
import { simPlaceActionLinks } from "../schema";
import { linkResource, readLinkFields, saveLink, type LinkRow } from "../place-action-links";

const FAMILY = "mybusinessplaceactions";
const PAGE = { default: 10, max: MAX_PLACE_ACTION_LINKS_PAGE_SIZE };
const MASKABLE = ["uri", "placeActionType", "isPreferred"];

async function callerLocation(request: Request, locationId: string, write: boolean) {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  const location = await requireCallerLocation(db, caller, checkLocationId(locationId, "parent"));
  if (write) requireEditable(location, new Set(["placeActionLinks"]));
  const chargeLinkEdit = () =>
    chargeEdit(db, { clientId: caller.clientId, locationId: location.id, family: FAMILY });
  return { db, location, chargeLinkEdit };
}

async function findLink(db: Db, locationId: string, linkId: string): Promise<LinkRow> {
  const [row] = await db
    .select()
    .from(simPlaceActionLinks)
    .where(and(eq(simPlaceActionLinks.locationId, locationId), eq(simPlaceActionLinks.id, linkId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function listPlaceActionLinks(request: Request, locationId: string) {
  const params = new URL(request.url).searchParams;
  const filter = params.get("filter")?.trim() || "";
  const type = filter ? /^place_action_type\s*=\s*"?([A-Z_]+)"?$/.exec(filter)?.[1] : undefined;
  if (filter && !(PLACE_ACTION_TYPES as readonly string[]).includes(type ?? ""))
    throw invalidArgument("filter", "Only place_action_type=… is supported");
  const pageSize = parsePageSize(params.get("pageSize"), PAGE);
  const { db, location } = await callerLocation(request, locationId, false);
  const query = `links|${location.id}|${type ?? ""}`;
  const offset = decodePageToken(params.get("pageToken"), query);
  const where = and(
    eq(simPlaceActionLinks.locationId, location.id),
    type ? eq(simPlaceActionLinks.placeActionType, type) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(simPlaceActionLinks)
      .where(where)
      .orderBy(asc(simPlaceActionLinks.createTime), asc(simPlaceActionLinks.id))
      .limit(pageSize)
      .offset(offset),
    db.select({ total: count() }).from(simPlaceActionLinks).where(where),
  ]);
  const body: ListPlaceActionLinksResponse = {};
  if (rows.length) body.placeActionLinks = rows.map(linkResource);
  const next = nextPageToken(offset, pageSize, total, query);
  if (next) body.nextPageToken = next;
  return json(body);
}

export async function getPlaceActionLink(request: Request, locationId: string, linkId: string) {
  const { db, location } = await callerLocation(request, locationId, false);
  return json(linkResource(await findLink(db, location.id, linkId)));
}

/** The name is assigned here. */
export async function createPlaceActionLink(request: Request, locationId: string) {
  const body = await readJsonObject(request);
  const fields = readLinkFields(body, MASKABLE);
  if (fields.uri === undefined) throw invalidArgument("uri", "Field is required");
  if (fields.placeActionType === undefined)
    throw invalidArgument("placeActionType", "Field is required");
  const { db, location, chargeLinkEdit } = await callerLocation(request, locationId, true);
  await chargeLinkEdit();
  const now = new Date();
  const row = await saveLink(db, {
    id: randomBytes(8).toString("hex"),
    locationId: location.id,
    uri: fields.uri,
    placeActionType: fields.placeActionType,
    isPreferred: fields.isPreferred ?? false,
    providerType: "MERCHANT",
    createTime: now,
    updateTime: now,
  });
  return json(linkResource(row));
}

export async function patchPlaceActionLink(request: Request, locationId: string, linkId: string) {
  const mask = (new URL(request.url).searchParams.get("updateMask") ?? "")
    .split(",")
    .map((path) => path.trim())
    .filter(Boolean);
  if (mask.length === 0) throw invalidArgument("update_mask", "Field is required");
  const unknown = mask.find((path) => !MASKABLE.includes(path));
  if (unknown) throw invalidArgument("update_mask", `Unknown field: ${unknown.slice(0, 80)}`);
  const fields = readLinkFields(await readJsonObject(request), mask);
  const { db, location, chargeLinkEdit } = await callerLocation(request, locationId, true);
  const current = await findLink(db, location.id, linkId);
  if (mask.includes("uri") && fields.uri === undefined)
    throw invalidArgument("uri", "Field is required");
  if (mask.includes("placeActionType") && fields.placeActionType === undefined)
    throw invalidArgument("placeActionType", "Field is required");
  await chargeLinkEdit();
  const row = await saveLink(db, {
    ...current,
    ...fields,
    isPreferred: mask.includes("isPreferred") ? (fields.isPreferred ?? false) : current.isPreferred,
    updateTime: new Date(),
  });
  return json(linkResource(row));
}

export async function deletePlaceActionLink(request: Request, locationId: string, linkId: string) {
  const { db, location, chargeLinkEdit } = await callerLocation(request, locationId, true);
  const current = await findLink(db, location.id, linkId);
  await chargeLinkEdit();
  await db.delete(simPlaceActionLinks).where(eq(simPlaceActionLinks.id, current.id));
  return json({});
}
