import "server-only";
import sharp from "sharp";
import { getDb } from "@/lib/db/client";
import { notFound } from "../http";
import { loadLocation } from "../location-access";
import { findCustomerMedia, renderCustomerPhoto } from "../media/customer-media";
import { parseCustomerMediaId } from "../media/media-ids";
import { mediaBytes } from "../media/media-store";
import { seedInputOf } from "../reviews/review-store";

// Public, like Google's image hosts, so a browser shows them without a token. Items are never
// changed, only replaced, so they cache well.

const THUMBNAIL_WIDTH = 400;
const PLAY_ICON = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270"><circle cx="240" cy="135" r="44" fill="#fff" fill-opacity="0.85"/><path d="M226 112 L264 135 L226 158 Z" fill="#202124"/></svg>`,
);

function file(bytes: Buffer, mimeType: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": mimeType, "Cache-Control": "public, max-age=86400" },
  });
}

/** A video's picture, as Google's googleUrl gives for one: a dark frame with a play icon. */
function videoPreview(): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 270, channels: 3, background: "#3c4043" } })
    .composite([{ input: PLAY_ICON }])
    .jpeg()
    .toBuffer();
}

async function original(id: string): Promise<{ bytes: Buffer; mimeType: string; video: boolean }> {
  const db = await getDb();
  const stored = await mediaBytes(db, id);
  if (stored) return { ...stored, video: stored.mediaFormat === "VIDEO" };
  const parsed = parseCustomerMediaId(id);
  if (!parsed) throw notFound();
  const location = await loadLocation(db, parsed.locationId).catch(() => {
    throw notFound();
  });
  const media = findCustomerMedia(seedInputOf(location), parsed.index);
  if (!media) throw notFound();
  return { bytes: await renderCustomerPhoto(media), mimeType: "image/jpeg", video: false };
}

export async function mediaContent(_request: Request, id: string): Promise<Response> {
  const { bytes, mimeType } = await original(id);
  return file(bytes, mimeType);
}

export async function mediaThumbnail(_request: Request, id: string): Promise<Response> {
  const { bytes, video } = await original(id);
  const thumbnail = video
    ? await videoPreview()
    : await sharp(bytes)
        .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
        .jpeg()
        .toBuffer();
  return file(thumbnail, "image/jpeg");
}
