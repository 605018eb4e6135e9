import "server-only";
import sharp from "sharp";

// libvips caches operations and runs threads per image by default: an upload server wants
// neither. Images are read top to bottom and written as baseline JPEG or PNG, so libvips streams
// them in strips instead of holding a decoded picture (mozjpeg's progressive encoding would keep
// the whole image's coefficients), and at most ENCODERS of them run at once: 20 uploads at once
// wait their turn instead of each holding its megabytes.
sharp.cache(false);
sharp.concurrency(1);
const ENCODERS = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= ENCODERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

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
  return inTurn(async () => {
    const pipeline = sharp(from, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: "error",
      sequentialRead: true,
    }).rotate();
    const encoded = mimeType === "image/jpeg" ? pipeline.jpeg({ quality: 90 }) : pipeline.png();
    const info = await encoded.toFile(to);
    return { width: info.width, height: info.height, byteSize: info.size };
  });
}
