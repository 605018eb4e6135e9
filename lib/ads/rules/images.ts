// Spec §5's image shapes for Performance Max: ratio within 1 %, minimum and recommended sizes.

export type ImageShape = "LOGO" | "LANDSCAPE_LOGO" | "MARKETING" | "SQUARE" | "PORTRAIT";
export type ImageSize = { width: number; height: number };

/** A ratio is met within 1 % either way (1200x628 is 1.91:1). */
export const RATIO_TOLERANCE = 0.01;

/** Spec §5: each shape's ratio, its minimum and the size Google recommends (for the hints). */
export const IMAGE_SHAPES: Record<
  ImageShape,
  { ratio: number; min: ImageSize; recommended: ImageSize; role: "logo" | "image" }
> = {
  LOGO: {
    ratio: 1,
    min: { width: 128, height: 128 },
    recommended: { width: 1200, height: 1200 },
    role: "logo",
  },
  LANDSCAPE_LOGO: {
    ratio: 4,
    min: { width: 512, height: 128 },
    recommended: { width: 1200, height: 300 },
    role: "logo",
  },
  MARKETING: {
    ratio: 1.91,
    min: { width: 600, height: 314 },
    recommended: { width: 1200, height: 628 },
    role: "image",
  },
  SQUARE: {
    ratio: 1,
    min: { width: 300, height: 300 },
    recommended: { width: 1200, height: 1200 },
    role: "image",
  },
  PORTRAIT: {
    ratio: 0.8,
    min: { width: 480, height: 600 },
    recommended: { width: 960, height: 1200 },
    role: "image",
  },
};

function fits(size: ImageSize, shape: ImageShape): boolean {
  const { ratio, min } = IMAGE_SHAPES[shape];
  if (size.width <= 0 || size.height <= 0) return false;
  const off = Math.abs(size.width / size.height / ratio - 1);
  return off <= RATIO_TOLERANCE && size.width >= min.width && size.height >= min.height;
}

/** The shape an image may serve as a logo, or null (1:1 of 128+, or 4:1 of 512x128+). */
export function logoShape(size: ImageSize): "LOGO" | "LANDSCAPE_LOGO" | null {
  if (fits(size, "LOGO")) return "LOGO";
  if (fits(size, "LANDSCAPE_LOGO")) return "LANDSCAPE_LOGO";
  return null;
}

/** The shape an image may serve as a marketing image, or null. */
export function marketingShape(size: ImageSize): "MARKETING" | "SQUARE" | "PORTRAIT" | null {
  if (fits(size, "MARKETING")) return "MARKETING";
  if (fits(size, "SQUARE")) return "SQUARE";
  if (fits(size, "PORTRAIT")) return "PORTRAIT";
  return null;
}

/**
 * How the library shows an image: its marketing shape when it has one (a square of 300+ serves as
 * a logo too), else its logo shape (a 1:1 under 300 is a logo only), else null.
 */
export function imageShape(size: ImageSize): ImageShape | null {
  return marketingShape(size) ?? logoShape(size);
}
