// WCAG 2.1 contrast of app/globals.css's OKLCH colours, by Ottosson's OKLab (as CSS Color 4);
// colours outside sRGB are clipped, as a browser paints them.

export type Oklch = readonly [lightness: number, chroma: number, hue: number];

function linearSrgb([lightness, chroma, hue]: Oklch): [number, number, number] {
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clip = (value: number) => Math.min(1, Math.max(0, value));
  return [
    clip(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    clip(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    clip(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

export function relativeLuminance(colour: Oklch): number {
  const [r, g, b] = linearSrgb(colour);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** 1…21. */
export function contrastRatio(first: Oklch, second: Oklch): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** WCAG 2.1 AA (1.4.3): chips, badges and table text are all normal-sized. */
export const AA_TEXT_CONTRAST = 4.5;

export function themeTokens(css: string, selector: string): Record<string, Oklch> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const body = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? "";
  const tokens: Record<string, Oklch> = {};
  for (const [, name, value] of body.matchAll(/--([\w-]+):\s*oklch\(([^)]*)\)/g)) {
    const [l, c, h] = value!.trim().split(/\s+/).map(Number);
    tokens[name!] = [l!, c!, h!];
  }
  return tokens;
}
