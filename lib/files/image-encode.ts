import "server-only";
import sharp from "sharp";

// libvips caches operations and runs threads per image by default: an upload server wants
// neither, so 20 uploads at once stream through a bounded amount of memory.
sharp.cache(false);
sharp.concurrency(1);

/** A decompression bomb (a small file of a huge image) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

export type EncodedImage = { width: number; height: number; byteSize: number };

/**
 * Re-encodes an uploaded JPEG or PNG into `to`: turned upright by its EXIF orientation, with every
 * metadata block (EXIF with GPS, XMP, IPTC, comments) dropped. Throws when sharp cannot read it.
 */
export async function reencodeImage(
  from: string,
  to: string,
  mimeType: "image/jpeg" | "image/png",
): Promise<EncodedImage> {
  const pipeline = sharp(from, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
  const encoded =
    mimeType === "image/jpeg" ? pipeline.jpeg({ quality: 90, mozjpeg: true }) : pipeline.png();
  const info = await encoded.toFile(to);
  return { width: info.width, height: info.height, byteSize: info.size };
}
