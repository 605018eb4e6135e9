import "server-only";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { MEDIA_LIMITS, type MediaFormat } from "@/lib/maps/types";
import { invalidArgument } from "../http";
import { probeVideoBytes } from "@/lib/files/video-probe";

// Google's photo and video guidelines. The type is sniffed from the bytes: a name or a
// Content-Type header proves nothing.

export type InspectedMedia = { mimeType: string; widthPixels: number; heightPixels: number };

const PHOTO_TYPES = new Set(["image/jpeg", "image/png"]);
const VIDEO_TYPES = new Set(["video/mp4", "video/quicktime"]);

/** The service says why in the message. */
const refuseSource = (why: string) => invalidArgument("sourceUrl", why, why);

export function sourceCap(format: MediaFormat): number {
  return format === "PHOTO" ? MEDIA_LIMITS.photoMaxBytes : MEDIA_LIMITS.videoMaxBytes;
}

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

export function tooLarge(format: MediaFormat) {
  return format === "PHOTO"
    ? refuseSource(`Image too large. The maximum size is ${megabytes(MEDIA_LIMITS.photoMaxBytes)}.`)
    : refuseSource(
        `Video too large. The maximum size is ${megabytes(MEDIA_LIMITS.videoMaxBytes)}.`,
      );
}

async function inspectPhoto(bytes: Buffer, mime: string | undefined): Promise<InspectedMedia> {
  if (!mime || !PHOTO_TYPES.has(mime))
    throw refuseSource("Unsupported image format. Use JPEG or PNG.");
  if (bytes.length < MEDIA_LIMITS.photoMinBytes)
    throw refuseSource(
      `Image too small. The minimum size is ${MEDIA_LIMITS.photoMinBytes / 1024} KB.`,
    );
  if (bytes.length > MEDIA_LIMITS.photoMaxBytes) throw tooLarge("PHOTO");
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null);
  const width = metadata?.autoOrient?.width ?? metadata?.width ?? 0;
  const height = metadata?.autoOrient?.height ?? metadata?.height ?? 0;
  if (!width || !height) throw refuseSource("Unsupported image format. Use JPEG or PNG.");
  const min = MEDIA_LIMITS.photoMinPixels;
  if (width < min || height < min)
    throw refuseSource(`Image too small. The minimum is ${min}x${min} pixels.`);
  return { mimeType: mime, widthPixels: width, heightPixels: height };
}

async function inspectVideo(bytes: Buffer, mime: string | undefined): Promise<InspectedMedia> {
  if (!mime || !VIDEO_TYPES.has(mime))
    throw refuseSource("Unsupported video format. Use MP4 or MOV.");
  if (bytes.length > MEDIA_LIMITS.videoMaxBytes) throw tooLarge("VIDEO");
  const probe = await probeVideoBytes(bytes);
  if (!probe) throw refuseSource("Unsupported video format. Use MP4 or MOV.");
  if (probe.durationMs > MEDIA_LIMITS.videoMaxSeconds * 1000)
    throw refuseSource(`Video too long. The maximum is ${MEDIA_LIMITS.videoMaxSeconds} seconds.`);
  if (Math.min(probe.width, probe.height) < MEDIA_LIMITS.videoMinPixels)
    throw refuseSource(`Video must be at least ${MEDIA_LIMITS.videoMinPixels}p.`);
  return { mimeType: mime, widthPixels: probe.width, heightPixels: probe.height };
}

export async function inspectMedia(format: MediaFormat, bytes: Buffer): Promise<InspectedMedia> {
  const mime = (await fileTypeFromBuffer(bytes).catch(() => undefined))?.mime;
  return format === "PHOTO" ? inspectPhoto(bytes, mime) : inspectVideo(bytes, mime);
}
