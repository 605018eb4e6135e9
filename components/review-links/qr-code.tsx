import { qrMatrix, qrPath } from "@/lib/review-links/qr";

/** Modules of white around the code, as the QR standard asks, so a reader finds its edges. */
const QUIET_ZONE = 4;

/**
 * A QR code drawn as one SVG path: crisp on screen and on paper. Drawn on the server it ships no
 * script; a client part that has a link only after a click (a new share link) loads it on demand.
 */
export function QrCode({
  value,
  label,
  className,
}: {
  value: string;
  label: string;
  className?: string;
}) {
  const matrix = qrMatrix(value);
  const side = matrix.size + 2 * QUIET_ZONE;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      shapeRendering="crispEdges"
      className={className}
      data-testid="qr-code"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
      <path d={qrPath(matrix)} fill="#000" />
    </svg>
  );
}
