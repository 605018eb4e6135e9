import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { requireAdminKey } from "../admin-auth";
import { json } from "../http";
import { loadLocation } from "../location-access";
import { customerMediaOf } from "../media/customer-media";
import {
  customerMediaResource,
  listOwnerMedia,
  mediaContentUrl,
  ownerMediaResource,
} from "../media/media-store";
import { seedInputOf } from "../reviews/review-store";
import { simMedia } from "../schema";

/** A bound, not a page: tests add a handful of items to a location. */
const ALL = 10_000;

export async function adminListLocationMedia(request: Request, locationId: string) {
  requireAdminKey(request);
  const db = await getDb();
  const location = await loadLocation(db, locationId);
  const [{ rows }, sizes] = await Promise.all([
    listOwnerMedia(db, location.id, { offset: 0, limit: ALL }),
    db
      .select({ id: simMedia.id, byteSize: sql<number>`octet_length(${simMedia.bytes})` })
      .from(simMedia)
      .where(eq(simMedia.locationId, location.id)),
  ]);
  const byteSize = new Map(sizes.map((row) => [row.id, Number(row.byteSize)]));
  return json({
    location: `locations/${location.id}`,
    mediaItems: rows.map((row) => ({
      ...ownerMediaResource(location, row),
      mimeType: row.mimeType,
      byteSize: byteSize.get(row.id) ?? 0,
      contentUrl: mediaContentUrl(row.id),
    })),
    customerMediaItems: customerMediaOf(seedInputOf(location)).map((media) =>
      customerMediaResource(location, media),
    ),
  });
}
