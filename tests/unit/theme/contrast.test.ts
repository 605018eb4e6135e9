import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AA_TEXT_CONTRAST, contrastRatio, themeTokens, type Oklch } from "@/lib/theme/contrast";

const globals = readFileSync("app/globals.css", "utf8");
const shellThemes = readFileSync("components/shell/shell-theme.css", "utf8");
const light = themeTokens(globals, ":root");

// Each scheme is the page's tokens with a scope's own on top (the shell parts' schemes set a few).
const SCHEMES: Record<string, Record<string, Oklch>> = {
  light,
  dark: { ...light, ...themeTokens(globals, ".dark") },
  "shell light": { ...light, ...themeTokens(shellThemes, ".theme-light") },
  "shell brand": { ...light, ...themeTokens(shellThemes, ".theme-brand") },
};

// Filled parts (buttons, chips, badges, the active menu row) and the text written on them.
const FILLED = [
  "primary",
  "secondary",
  "muted",
  "accent",
  "destructive",
  "success",
  "warning",
  "info",
];
// Surfaces and the text colours written on them (muted text, table headers, coloured figures).
const SURFACES = ["background", "card", "popover", "muted"];
const TEXTS_ON_SURFACES = [
  "foreground",
  "muted-foreground",
  "primary",
  "destructive",
  "success",
  "warning-text",
];

function pairs(scheme: string) {
  const tokens = SCHEMES[scheme]!;
  const all: [string, string][] = [
    ...FILLED.map((fill): [string, string] => [fill, `${fill}-foreground`]),
    ["card", "card-foreground"],
    ["popover", "popover-foreground"],
    ["accent", "muted-foreground"],
  ];
  // The brand scheme colours only the shell's bars (card, muted, accent): its texts are those.
  const surfaces = scheme === "shell brand" ? ["card", "muted"] : SURFACES;
  const texts =
    scheme === "shell brand" ? ["card-foreground", "muted-foreground"] : TEXTS_ON_SURFACES;
  for (const surface of surfaces) for (const text of texts) all.push([surface, text]);
  return all.filter(([back, text]) => back !== text && tokens[back] && tokens[text]);
}

describe("theme colour contrast (WCAG 2.1 AA, 4.5:1 for text)", () => {
  for (const scheme of Object.keys(SCHEMES)) {
    it(`holds for every text on its background in the ${scheme} scheme`, () => {
      const tokens = SCHEMES[scheme]!;
      const low = pairs(scheme)
        .map(([back, text]) => ({ back, text, ratio: contrastRatio(tokens[back]!, tokens[text]!) }))
        .filter(({ ratio }) => ratio < AA_TEXT_CONTRAST)
        .map(({ back, text, ratio }) => `${text} on ${back}: ${ratio.toFixed(2)}`);
      expect(low).toEqual([]);
    });
  }

  it("measures as WCAG does: black on white is 21, a colour on itself 1", () => {
    expect(contrastRatio([1, 0, 0], [0, 0, 0])).toBeCloseTo(21, 1);
    expect(contrastRatio([0.5, 0.1, 200], [0.5, 0.1, 200])).toBe(1);
    // #0e8c41 (the old success green) on near-white, as axe measured it in the browser: 4.22.
    expect(contrastRatio([0.56, 0.15, 150], [0.99, 0.01, 150])).toBeCloseTo(4.22, 1);
  });
});
