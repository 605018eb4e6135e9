// Images for upload tests, made with sharp: noisy pixels so a JPEG or PNG reaches a chosen size
// (flat colours would compress to almost nothing).
import { randomBytes } from "node:crypto";
import sharp from "sharp";

function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}

/** A JPEG of noise; with `gps`, EXIF that places it at the Obelisco of Buenos Aires. */
export async function noisyJpeg(width: number, height: number, options: { gps?: boolean } = {}) {
  const image = noise(width, height);
  if (options.gps)
    image.withExif({
      IFD0: { Make: "StorePlusCam", Model: "T1" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "34/1 36/1 12/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "58/1 22/1 54/1",
      },
    });
  return image.jpeg({ quality: 92 }).toBuffer();
}

export function noisyPng(width: number, height: number) {
  return noise(width, height).png().toBuffer();
}

export function noisyWebp(width: number, height: number) {
  return noise(width, height).webp().toBuffer();
}

/** A JPEG whose size is about `bytes`: the side grows until it gets there. */
export async function jpegOfAbout(bytes: number): Promise<Buffer> {
  // Noise at quality 92 costs about 0.92 bytes a pixel (plus a header).
  const side = Math.max(16, Math.round(Math.sqrt(bytes / 0.92)));
  return noisyJpeg(side, side);
}
