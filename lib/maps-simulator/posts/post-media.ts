import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { LocalPostMedia } from "@/lib/maps/types";
import { resourceId } from "@/lib/maps/resource-names";
import { SimApiError } from "../http";
import { inspectMedia, sourceCap, tooLarge, type InspectedMedia } from "../media/inspect";
import { ownerMediaId } from "../media/media-ids";
import { mediaContentUrl } from "../media/media-store";
import { fetchMediaSource } from "../media/source-fetch";
import { simMedia } from "../schema";
import { refuseField } from "./post-fields";
import type { PostPhotoSource } from "./post-input";

// Kept beside the owner's media (source POST, so media.list does not show them); googleUrl is built
// on read, so it follows the app's origin.

export type FetchedPhoto = InspectedMedia & { key: string; sourceUrl: string; bytes: Buffer };

/** The media guidelines' refusals, blamed on the photo's own field. */
async function atField<T>(field: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SimApiError && error.status === "INVALID_ARGUMENT")
      throw refuseField(field, error.message);
    throw error;
  }
}

async function fetchPhoto(sourceUrl: string, field: string) {
  return atField(field, async () => {
    const fetched = await fetchMediaSource(sourceUrl, sourceCap("PHOTO"));
    if (fetched.tooLarge) throw tooLarge("PHOTO");
    return { ...(await inspectMedia("PHOTO", fetched.bytes)), bytes: fetched.bytes };
  });
}

// Fetched one at a time so the first bad photo is the one refused.
export async function fetchPostPhotos(
  locationPath: string,
  sources: readonly PostPhotoSource[],
  current: readonly LocalPostMedia[] = [],
): Promise<{ media: LocalPostMedia[]; fresh: FetchedPhoto[] }> {
  const media: LocalPostMedia[] = [];
  const fresh: FetchedPhoto[] = [];
  for (const [i, { sourceUrl }] of sources.entries()) {
    const kept = current.find((item) => item.sourceUrl === sourceUrl && item.name);
    if (kept && !media.includes(kept)) {
      media.push(kept);
      continue;
    }
    const photo = await fetchPhoto(sourceUrl, `media[${i}].sourceUrl`);
    const key = ownerMediaId();
    fresh.push({ ...photo, key, sourceUrl });
    media.push({
      name: `${locationPath}/media/localPosts/${key}`,
      mediaFormat: "PHOTO",
      sourceUrl,
    });
  }
  return { media, fresh };
}

export async function savePostPhotos(
  db: Db,
  locationId: string,
  photos: readonly FetchedPhoto[],
): Promise<void> {
  if (!photos.length) return;
  await db.insert(simMedia).values(
    photos.map((photo) => ({
      id: photo.key,
      locationId,
      source: "POST",
      mediaFormat: "PHOTO",
      sourceUrl: photo.sourceUrl,
      mimeType: photo.mimeType,
      widthPixels: photo.widthPixels,
      heightPixels: photo.heightPixels,
      bytes: photo.bytes,
    })),
  );
}

export async function deletePostPhotos(
  db: Db,
  before: readonly LocalPostMedia[] = [],
  after: readonly LocalPostMedia[] = [],
): Promise<void> {
  const keep = new Set(after.map((item) => item.name));
  const gone = before.filter((item) => item.name && !keep.has(item.name));
  if (!gone.length) return;
  const ids = gone.map((item) => resourceId(item.name!));
  await db.delete(simMedia).where(and(eq(simMedia.source, "POST"), inArray(simMedia.id, ids)));
}

export function withGoogleUrls(media: readonly LocalPostMedia[]): LocalPostMedia[] {
  return media.map((item) =>
    item.name ? { ...item, googleUrl: mediaContentUrl(resourceId(item.name)) } : item,
  );
}
