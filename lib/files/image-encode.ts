import "server-only";
import sharp from "sharp";

// No libvips cache or per-image threads on an upload server. Baseline JPEG/PNG lets libvips stream
// strips (mozjpeg's progressive mode would hold every coefficient), and at most ENCODERS run at once.
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

/** Turned upright by EXIF orientation, every metadata block (EXIF with GPS, XMP, IPTC) dropped. */
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
