import "server-only";
import { getDb } from "@/lib/db/client";
import { MAX_CUSTOMER_MEDIA_PAGE_SIZE, MAX_MEDIA_PAGE_SIZE } from "@/lib/maps/client-media";
import type { ListMediaItemsResponse, MediaItem } from "@/lib/maps/types";
import { businessCaller } from "../api-auth";
import { decodePageToken, nextPageToken, parsePageSize } from "../api-params";
import { json, notFound, readJsonObject } from "../http";
import { requireCallerLocation } from "../location-access";
import { customerMediaOf, findCustomerMedia } from "../media/customer-media";
import { readCreateMedia } from "../media/create-input";
import { inspectMedia, sourceCap, tooLarge } from "../media/inspect";
import { ownerMediaId, parseCustomerMediaId } from "../media/media-ids";
import {
  customerMediaResource,
  deleteOwnerMedia,
  findOwnerMedia,
  listOwnerMedia,
  ownerMediaResource,
  saveOwnerMedia,
} from "../media/media-store";
import { fetchMediaSource } from "../media/source-fetch";
import { seedInputOf } from "../reviews/review-store";

// Access and queued faults are settled as for reviews.

const OWNER_PAGE = { default: 100, max: MAX_MEDIA_PAGE_SIZE };
const CUSTOMER_PAGE = { default: 100, max: MAX_CUSTOMER_MEDIA_PAGE_SIZE };

async function callerLocation(request: Request, accountId: string, locationId: string) {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  const location = await requireCallerLocation(db, caller, locationId, accountId);
  return { db, location };
}

export async function createMedia(request: Request, accountId: string, locationId: string) {
  const input = readCreateMedia(await readJsonObject(request));
  const { db, location } = await callerLocation(request, accountId, locationId);
  const fetched = await fetchMediaSource(input.sourceUrl, sourceCap(input.mediaFormat));
  if (fetched.tooLarge) throw tooLarge(input.mediaFormat);
  const inspected = await inspectMedia(input.mediaFormat, fetched.bytes);
  const row = await saveOwnerMedia(db, {
    id: ownerMediaId(),
    locationId: location.id,
    mediaFormat: input.mediaFormat,
    category: input.category,
    sourceUrl: input.sourceUrl,
    ...(input.description ? { description: input.description } : {}),
    ...inspected,
    bytes: fetched.bytes,
  });
  return json(ownerMediaResource(location, row));
}

export async function listMedia(request: Request, accountId: string, locationId: string) {
  const params = new URL(request.url).searchParams;
  const pageSize = parsePageSize(params.get("pageSize"), OWNER_PAGE);
  const { db, location } = await callerLocation(request, accountId, locationId);
  const query = `media|${location.id}`;
  const offset = decodePageToken(params.get("pageToken"), query);
  const { rows, total } = await listOwnerMedia(db, location.id, { offset, limit: pageSize });
  const body: ListMediaItemsResponse = {};
  if (rows.length) body.mediaItems = rows.map((row) => ownerMediaResource(location, row));
  if (total) body.totalMediaItemCount = total;
  const next = nextPageToken(offset, pageSize, total, query);
  if (next) body.nextPageToken = next;
  return json(body);
}

export async function getMedia(
  request: Request,
  accountId: string,
  locationId: string,
  mediaId: string,
) {
  const { db, location } = await callerLocation(request, accountId, locationId);
  const row = await findOwnerMedia(db, location.id, mediaId);
  if (!row) throw notFound();
  return json(ownerMediaResource(location, row));
}

export async function deleteMedia(
  request: Request,
  accountId: string,
  locationId: string,
  mediaId: string,
) {
  const { db, location } = await callerLocation(request, accountId, locationId);
  if (!(await deleteOwnerMedia(db, location.id, mediaId))) throw notFound();
  return json({});
}

export async function listCustomerMedia(request: Request, accountId: string, locationId: string) {
  const params = new URL(request.url).searchParams;
  const pageSize = parsePageSize(params.get("pageSize"), CUSTOMER_PAGE);
  const { location } = await callerLocation(request, accountId, locationId);
  const query = `customer-media|${location.id}`;
  const offset = decodePageToken(params.get("pageToken"), query);
  const all = customerMediaOf(seedInputOf(location));
  const body: ListMediaItemsResponse = {};
  const page: MediaItem[] = all
    .slice(offset, offset + pageSize)
    .map((media) => customerMediaResource(location, media));
  if (page.length) body.mediaItems = page;
  if (all.length) body.totalMediaItemCount = all.length;
  const next = nextPageToken(offset, pageSize, all.length, query);
  if (next) body.nextPageToken = next;
  return json(body);
}

export async function getCustomerMedia(
  request: Request,
  accountId: string,
  locationId: string,
  mediaId: string,
) {
  const { location } = await callerLocation(request, accountId, locationId);
  const parsed = parseCustomerMediaId(mediaId);
  const media =
    parsed && parsed.locationId === location.id
      ? findCustomerMedia(seedInputOf(location), parsed.index)
      : undefined;
  if (!media) throw notFound();
  return json(customerMediaResource(location, media));
}
