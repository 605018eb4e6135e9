import QRCode from "qrcode";

/** A QR code's modules, row by row; drawn as an SVG path on the page and as vectors in the PDF. */
export type QrMatrix = { size: number; dark: (x: number, y: number) => boolean };

/** Level M (15% recoverable): a printed card survives a crease or a smudge. */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  return { size: modules.size, dark: (x, y) => Boolean(modules.get(y, x)) };
}

/**
 * One SVG path of unit squares, one per dark module, runs of a row joined: `viewBox="0 0 size
 * size"` draws it; the quiet zone is the caller's margin.
 */
export function qrPath(matrix: QrMatrix): string {
  const parts: string[] = [];
  for (let y = 0; y < matrix.size; y++) {
    let x = 0;
    while (x < matrix.size) {
      if (!matrix.dark(x, y)) {
        x++;
        continue;
      }
      const start = x;
      while (x < matrix.size && matrix.dark(x, y)) x++;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  }
  return parts.join("");
}
