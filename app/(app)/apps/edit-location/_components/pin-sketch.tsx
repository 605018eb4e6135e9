import type { LatLng } from "@/lib/geolocation/rules";

const WIDTH = 240;
const HEIGHT = 140;
const PAD = 28;
const METERS_PER_DEGREE = 111_320;

/**
 * The current and the proposed pin drawn to scale on a plain grid, no map tiles: which way and
 * how far the pin moves, and the phone's accuracy as a circle around the proposal.
 */
export function PinSketch({
  current,
  proposed,
  accuracy,
  label,
  currentText,
  proposedText,
  distanceText,
}: {
  current: LatLng;
  proposed: LatLng;
  accuracy: number;
  label: string;
  currentText: string;
  proposedText: string;
  distanceText: string;
}) {
  const cos = Math.cos((((current.latitude + proposed.latitude) / 2) * Math.PI) / 180);
  const dx = (proposed.longitude - current.longitude) * METERS_PER_DEGREE * cos;
  const dy = (proposed.latitude - current.latitude) * METERS_PER_DEGREE;
  const span = Math.max(Math.abs(dx), Math.abs(dy), accuracy, 10);
  const scale = Math.min((WIDTH - 2 * PAD) / (2 * span), (HEIGHT - 2 * PAD) / (2 * span));
  const cx = WIDTH / 2 - (dx * scale) / 2;
  const cy = HEIGHT / 2 + (dy * scale) / 2;
  const px = cx + dx * scale;
  const py = cy - dy * scale;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="bg-muted/40 h-auto w-full max-w-xs rounded-md border"
      data-testid="pin-sketch"
    >
      <defs>
        <pattern id="pin-grid" width="20" height="20" patternUnits="userSpaceOnUse">
          <path d="M20 0H0V20" fill="none" stroke="currentColor" strokeOpacity="0.12" />
        </pattern>
      </defs>
      <rect width={WIDTH} height={HEIGHT} fill="url(#pin-grid)" />
      <circle
        cx={px}
        cy={py}
        r={Math.max(accuracy * scale, 3)}
        className="fill-primary/10 stroke-primary/40"
      />
      <line
        x1={cx}
        y1={cy}
        x2={px}
        y2={py}
        stroke="currentColor"
        strokeDasharray="4 3"
        strokeOpacity="0.6"
      />
      <circle cx={cx} cy={cy} r="5" className="fill-muted-foreground" />
      <circle cx={px} cy={py} r="5" className="fill-primary" />
      <text x={cx} y={cy - 9} textAnchor="middle" className="fill-foreground text-[10px]">
        {currentText}
      </text>
      <text x={px} y={py + 17} textAnchor="middle" className="fill-foreground text-[10px]">
        {proposedText}
      </text>
      <text x={WIDTH - 6} y={HEIGHT - 6} textAnchor="end" className="fill-foreground text-[10px]">
        {distanceText}
      </text>
    </svg>
  );
}
