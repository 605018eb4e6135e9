import "server-only";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { MediaCategory, MediaFormat, MediaItem } from "@/lib/maps/types";
import type { SimLocationRef } from "../location-access";
import { simIssuer } from "../oauth/claims";
import { simMedia } from "../schema";
import type { CustomerMedia } from "./customer-media";

/** Lists and reads never load the files. */
const ITEM_COLUMNS = {
  id: simMedia.id,
  locationId: simMedia.locationId,
  mediaFormat: simMedia.mediaFormat,
  category: simMedia.category,
  sourceUrl: simMedia.sourceUrl,
  mimeType: simMedia.mimeType,
  widthPixels: simMedia.widthPixels,
  heightPixels: simMedia.heightPixels,
  description: simMedia.description,
  viewCount: simMedia.viewCount,
  createTime: simMedia.createTime,
};

export type OwnerMediaRow = {
  [K in keyof typeof ITEM_COLUMNS]: (typeof simMedia.$inferSelect)[K];
};

/** A new one replaces the old (PROFILE and LOGO are one). */
const SINGLE_SLOTS: Partial<Record<MediaCategory, MediaCategory[]>> = {
  COVER: ["COVER"],
  PROFILE: ["PROFILE", "LOGO"],
  LOGO: ["PROFILE", "LOGO"],
};

const ownerOf = (locationId: string) =>
  and(eq(simMedia.locationId, locationId), eq(simMedia.source, "OWNER"));

export async function saveOwnerMedia(
  db: Db,
  item: {
    id: string;
    locationId: string;
    mediaFormat: MediaFormat;
    category: MediaCategory;
    sourceUrl: string;
    description?: string;
    mimeType: string;
    widthPixels: number;
    heightPixels: number;
    bytes: Buffer;
  },
): Promise<OwnerMediaRow> {
  const replaces = SINGLE_SLOTS[item.category];
  return db.transaction(async (tx) => {
    if (replaces)
      await tx
        .delete(simMedia)
        .where(and(ownerOf(item.locationId), inArray(simMedia.category, replaces)));
    const [row] = await tx
      .insert(simMedia)
      .values({ ...item, source: "OWNER", description: item.description ?? null })
      .returning(ITEM_COLUMNS);
    return row!;
  });
}

export async function listOwnerMedia(
  db: Db,
  locationId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: OwnerMediaRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select(ITEM_COLUMNS)
      .from(simMedia)
      .where(ownerOf(locationId))
      .orderBy(desc(simMedia.createTime), desc(simMedia.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(simMedia).where(ownerOf(locationId)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findOwnerMedia(
  db: Db,
  locationId: string,
  id: string,
): Promise<OwnerMediaRow | undefined> {
  const [row] = await db
    .select(ITEM_COLUMNS)
    .from(simMedia)
    .where(and(ownerOf(locationId), eq(simMedia.id, id)))
    .limit(1);
  return row;
}

export async function deleteOwnerMedia(db: Db, locationId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(simMedia)
    .where(and(ownerOf(locationId), eq(simMedia.id, id)))
    .returning({ id: simMedia.id });
  return rows.length > 0;
}

export async function mediaBytes(
  db: Db,
  id: string,
): Promise<{ mimeType: string; mediaFormat: string; bytes: Buffer } | undefined> {
  const [row] = await db
    .select({
      mimeType: simMedia.mimeType,
      mediaFormat: simMedia.mediaFormat,
      bytes: simMedia.bytes,
    })
    .from(simMedia)
    .where(eq(simMedia.id, id))
    .limit(1);
  return row?.bytes
    ? { mimeType: row.mimeType, mediaFormat: row.mediaFormat, bytes: row.bytes }
    : undefined;
}

export function mediaContentUrl(id: string): string {
  return `${simIssuer()}/media-content/${encodeURIComponent(id)}`;
}

export function mediaThumbnailUrl(id: string): string {
  return `${mediaContentUrl(id)}/thumbnail`;
}

const v4Location = (location: SimLocationRef) =>
  `accounts/${location.accountId}/locations/${location.id}`;

export function ownerMediaResource(location: SimLocationRef, row: OwnerMediaRow): MediaItem {
  const video = row.mediaFormat === "VIDEO";
  return {
    name: `${v4Location(location)}/media/${row.id}`,
    mediaFormat: row.mediaFormat as MediaFormat,
    ...(row.category ? { locationAssociation: { category: row.category as MediaCategory } } : {}),
    // For a video Google's googleUrl is a preview picture, not the video.
    googleUrl: video ? mediaThumbnailUrl(row.id) : mediaContentUrl(row.id),
    thumbnailUrl: mediaThumbnailUrl(row.id),
    createTime: row.createTime.toISOString(),
    dimensions: { widthPixels: row.widthPixels, heightPixels: row.heightPixels },
    insights: { viewCount: String(row.viewCount) },
    ...(row.description ? { description: row.description } : {}),
    ...(row.sourceUrl ? { sourceUrl: row.sourceUrl } : {}),
  };
}

export function customerMediaResource(location: SimLocationRef, media: CustomerMedia): MediaItem {
  return {
    name: `${v4Location(location)}/media/customers/${media.id}`,
    mediaFormat: "PHOTO",
    googleUrl: mediaContentUrl(media.id),
    thumbnailUrl: mediaThumbnailUrl(media.id),
    createTime: media.createTime,
    dimensions: { widthPixels: media.widthPixels, heightPixels: media.heightPixels },
    insights: { viewCount: String(media.viewCount) },
    attribution: {
      profileName: media.profileName,
      // Google's takedown and contributor pages have no stand-in here, so no links to them.
      ...(media.profilePhotoUrl ? { profilePhotoUrl: media.profilePhotoUrl } : {}),
    },
  };
}
