import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { cardLocale, CODE_PATTERN, reviewLinkUrl } from "@/lib/review-links/rules";

vi.mock("server-only", () => ({}));

describe("cardLocale", () => {
  it("speaks the store's language where the app has it, else the default", () => {
    expect(cardLocale("en")).toBe("en");
    expect(cardLocale("es-MX")).toBe("es");
    expect(cardLocale("EN_gb")).toBe("en");
    expect(cardLocale("fr")).toBe("es");
    expect(cardLocale(null)).toBe("es");
  });
});

describe("the QR code", () => {
  it("draws a path a reader decodes back to the link", async () => {
    const { qrMatrix, qrPath } = await import("@/lib/review-links/qr");
    const link = reviewLinkUrl("https://app.example", "Ab3_x-Ab3_x-Ab3_");
    expect("Ab3_x-Ab3_x-Ab3_").toMatch(CODE_PATTERN);
    const matrix = qrMatrix(link);
    const side = matrix.size + 8;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 ${side} ${side}" width="${side * 8}" height="${side * 8}" shape-rendering="crispEdges"><rect x="-4" y="-4" width="${side}" height="${side}" fill="#fff"/><path d="${qrPath(matrix)}" fill="#000"/></svg>`;
    const { data, info } = await sharp(Buffer.from(svg))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(link);
  });
});
